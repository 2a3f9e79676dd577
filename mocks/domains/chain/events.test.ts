import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { type PersonaKey, persona } from '../../core/personas';
import { setupMockServer, tokenFor } from '../../testing';
import { BURN_ADDRESS, findHolding, setFreeze } from '../assets/table';
import { blindBoxOpens } from '../blind-boxes/table';
import { deliveryOrders } from '../deliveries/table';
import { findSku, findSpu } from '../goods/rules/stock';
import { INSIDE_ADDRESSES } from '../goods/table';
import { findUser } from '../users/table';
import { findTx, markUsed } from './table';
import { callContract, circulation, holdings, type Items, submitHash } from './testing/contract-calls';

setupMockServer();

const normal = persona('normal').address;
const newbie = persona('newbie').address;
const SHIP_TO = JSON.stringify({ name: '张伟', phone: '13812345678', detail: '深圳市南山区科技园', note: '' });
const invalidText = (detail: string) => `Invalid parameter: ${detail}. Please check your input`;

/** The normal persona's unfrozen tokens, grouped the way the rules tell them apart. */
async function tokens() {
  const all = (await holdings(await tokenFor('normal'))).filter((t) => t.freezeType === 0);
  const shippable = all.filter((t) => t.expressType === 1);
  const pair = shippable.filter((t) => shippable.filter((u) => u.skuId === t.skuId).length >= 2);
  const single = shippable.find((t) => t.skuId !== pair[0]?.skuId) as Items[number];
  const digital = all.find((t) => t.expressType === 0 && t.blindBoxType === 0) as Items[number];
  return { pair, single, digital };
}

const express = (ids: number[], detail = SHIP_TO, who: PersonaKey = 'normal') =>
  callContract(who, 'expressNFT', [ids, detail]);

describe('expressNFT makes a delivery order (rule 18)', () => {
  it('burns two tokens of one SKU into one waiting order that ships to the decoded address', async () => {
    const { pair } = await tokens();
    const ids = pair.slice(0, 2).map((t) => t.tokenId);
    advance(7_000);
    const hash = await express(ids);
    expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
    const order = deliveryOrders.findFirst((q) => q.where({ txHash: hash }));
    const sku = findSku(pair[0]?.skuId ?? '');
    expect(order).toMatchObject({
      sellerAddress: findSpu(sku?.goodsId ?? '')?.merchantAddress,
      buyerAddress: normal,
      goodsId: sku?.goodsId,
      skuId: sku?.skuId,
      ctId: 1,
      tokenIds: ids,
      num: 2,
      status: 0,
      name: '张伟',
      phone: '13812345678',
      detail: '深圳市南山区科技园',
      expressCode: '',
      orderTime: now(),
      merchantSim: true,
    });
    expect(findTx(hash)?.usedBy).toBe(`chain:express:${order?.orderId}`);
    for (const id of ids) {
      expect(findHolding(normal, id)?.num).toBe(0);
      expect((await circulation({ token: String(id) })).data[0]).toMatchObject({
        recordType: 6,
        chainHash: hash,
        toChainAddress: BURN_ADDRESS,
        toType: 2,
      });
    }
    // Submitting the hash again creates no second order.
    expect((await submitHash(hash)).body.code).toBe(0);
    expect(deliveryOrders.findMany((q) => q.where({ txHash: hash }))).toHaveLength(1);
  });

  it('refuses a hash another use already consumed, leaving the tokens held', async () => {
    const { single } = await tokens();
    const hash = await express([single.tokenId]);
    await markUsed(hash, 'order:2026011500000001');
    expect((await submitHash(hash)).body).toEqual({ code: 1, message: 'Transaction hash already used' });
    expect(findHolding(normal, single.tokenId)?.num).toBe(1);
    expect(deliveryOrders.findFirst((q) => q.where({ txHash: hash }))).toBeUndefined();
  });

  it('refuses no tokens or a token twice', async () => {
    const { pair } = await tokens();
    const id = pair[0]?.tokenId ?? 0;
    for (const ids of [[], [id, id]]) {
      const r = await submitHash(await express(ids));
      expect(r.body).toEqual({ code: 1, message: invalidText('no tokens, or a token twice') });
    }
    const zh = await submitHash(await express([]), undefined, 'zh');
    expect(zh.body.message).toBe('参数错误：提货藏品为空或重复，请检查输入');
    expect(findHolding(normal, id)?.num).toBe(1);
  });

  it('refuses tokens that are not the sender’s, or frozen', async () => {
    const { pair } = await tokens();
    const id = pair[0]?.tokenId ?? 0;
    const notYours = await submitHash(await express([id], SHIP_TO, 'newbie'));
    expect(notYours.body).toEqual({ code: 1, message: invalidText('a token is not yours or is frozen') });
    await setFreeze(normal, id, 1);
    const frozen = await submitHash(await express([id]));
    expect(frozen.body).toEqual({ code: 1, message: invalidText('a token is not yours or is frozen') });
  });

  it('refuses tokens of two SKUs and tokens that cannot be shipped', async () => {
    const { pair, single, digital } = await tokens();
    const mixed = await submitHash(await express([pair[0]?.tokenId ?? 0, single.tokenId]));
    expect(mixed.body).toEqual({ code: 1, message: invalidText('one delivery holds tokens of one SKU only') });
    const token = await submitHash(await express([digital.tokenId]));
    expect(token.body).toEqual({ code: 1, message: invalidText('this token cannot be shipped') });
  });

  it('refuses ship-to details with a blank name, phone or address, or that are not JSON', async () => {
    const { single } = await tokens();
    const base = { name: '张伟', phone: '13812345678', detail: '深圳市南山区科技园', note: '' };
    for (const detail of [
      JSON.stringify({ ...base, name: '  ' }),
      JSON.stringify({ ...base, phone: ' ' }),
      JSON.stringify({ ...base, detail: '   ' }),
      'not json',
    ]) {
      const r = await submitHash(await express([single.tokenId], detail));
      expect(r.body).toEqual({ code: 1, message: invalidText('the ship-to details are incomplete') });
    }
    expect(findHolding(normal, single.tokenId)?.num).toBe(1);
  });
});

describe('ERC-1155 transfers', () => {
  const send = (who: PersonaKey, from: string, to: string, id: number) =>
    callContract(who, 'safeTransferFrom', [from, to, id, 1, '0x']);

  it('moves a gift to another user with one gift record naming both users', async () => {
    const { digital } = await tokens();
    advance(3_000);
    const hash = await send('normal', normal, newbie, digital.tokenId);
    expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
    expect(findHolding(normal, digital.tokenId)?.num).toBe(0);
    expect(findHolding(newbie, digital.tokenId)).toMatchObject({ num: 1, freezeType: 0, updateTime: now() });
    const rows = (await circulation({ chainAddress: newbie.toUpperCase().replace('0X', '0x') })).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      chainHash: hash,
      recordType: 2,
      fromChainAddress: normal,
      fromType: 0,
      fromUid: findUser(normal)?.uid,
      toChainAddress: newbie,
      toType: 0,
      toUid: findUser(newbie)?.uid,
    });
    // The same hash indexed again moves nothing more.
    expect((await submitHash(hash)).body.code).toBe(0);
    expect((await circulation({ chainAddress: newbie })).totalSize).toBe(1);
  });

  it('returns a batch to a merchant’s own address as refund moves, crediting nobody', async () => {
    const { pair } = await tokens();
    const ids = pair.map((t) => t.tokenId);
    const merchant = findSpu(pair[0]?.goodsId ?? '')?.merchantAddress ?? '';
    const hash = await callContract('normal', 'safeBatchTransferFrom', [normal, merchant, ids, ids.map(() => 1), '0x']);
    expect((await submitHash(hash)).body.code).toBe(0);
    for (const id of ids) {
      expect(findHolding(normal, id)?.num).toBe(0);
      expect(findHolding(merchant, id)).toBeUndefined();
      const row = (await circulation({ token: String(id) })).data[0];
      expect(row).toMatchObject({ chainHash: hash, recordType: 10, toType: 1, toChainAddress: merchant, toUid: 0 });
    }
  });

  it('reverts a transfer of someone else’s tokens or of a frozen one, in the chain’s words', async () => {
    const { digital } = await tokens();
    const other = await submitHash(await send('newbie', normal, newbie, digital.tokenId));
    expect(other.body).toEqual({ code: 1, message: 'Transaction failed: ERC1155: caller is not owner nor approved' });
    await setFreeze(normal, digital.tokenId, 2);
    const frozen = await submitHash(
      await send('normal', normal, INSIDE_ADDRESSES.merchant, digital.tokenId),
      undefined,
      'zh',
    );
    expect(frozen.body).toEqual({ code: 1, message: '交易执行失败：ERC1155: insufficient balance for transfer' });
    expect(findHolding(normal, digital.tokenId)?.num).toBe(1);
  });

  it('reverts a transfer of a token never held or already moved away', async () => {
    const burnt = blindBoxOpens.findFirst((q) => q.where({ address: normal }))?.tokenId ?? 0;
    expect(findHolding(normal, burnt)?.num).toBe(0);
    for (const id of [burnt, 123_456_789]) {
      const r = await submitHash(await send('normal', normal, newbie, id));
      expect(r.body).toEqual({ code: 1, message: 'Transaction failed: ERC1155: insufficient balance for transfer' });
      expect(findHolding(newbie, id)).toBeUndefined();
    }
  });
});
