import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { chainEndpoints } from '@contracts/chain';
import type { DataOf } from '@contracts/core/endpoint';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { restDateTime } from '../../core/rest-time';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { type AssetRecord, assetTokens, BURN_ADDRESS, findHolding, setFreeze } from '../assets/table';
import { findSku, findSpu } from '../goods/rules/stock';
import { DEFAULT_CONTRACT, findMerchantInside, INSIDE_ADDRESSES, skus } from '../goods/table';
import { blindBoxOpens } from '../orders/table';
import { sendTx } from '../orders/testing/buying';
import { findUser, users } from '../users/table';
import { prizeMeta } from './handlers';
import { setChainSettings } from './settings';
import { findTx, markUsed, setTxOutcome } from './table';
import { callContract, circulation, erc1155, holdings, submitHash } from './testing/contract-calls';

setupMockServer();

const normal = persona('normal').address;
const OPEN_FAILED = 'Invalid parameter: 开启盲盒失败. Please check your input';

/** A blind-box token the normal persona holds, unfrozen. */
async function ownedBox() {
  const box = (await holdings(await tokenFor('normal'))).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
  if (!box) throw new Error('normal holds no blind box');
  return box;
}

const openBox = (tokenId: number, opts: { chainId?: number; to?: string } = {}) =>
  callContract('normal', 'openBlindBoxNFT', [tokenId], opts);
const stillHeld = (tokenId: number) => findHolding(normal, tokenId)?.num;

describe('chain.txHash gatekeeping', () => {
  it('refuses a contract id the shop does not know with the plain invalid-parameter text', async () => {
    const r = await callEndpoint(chainEndpoints.txHash, { ctId: 2, txHash: `0x${'12'.repeat(32)}` });
    expect(r.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
  });

  it('answers a hash the chain never saw as the real one does: "参数错误：，请检查输入" (B2, an empty RPC error)', async () => {
    const r = await submitHash(`0x${'ab'.repeat(32)}`, 1, 'zh');
    expect(r.body).toEqual({ code: 1, message: '参数错误：，请检查输入' });
  });

  it('answers a reverted tx with its revert reason and a dropped one with an empty one, opening nothing', async () => {
    await setChainSettings({ blockTimeMs: 1000 });
    const box = await ownedBox();
    const reverted = await openBox(box.tokenId);
    const dropped = await openBox(box.tokenId);
    await setTxOutcome(reverted, 'reverted', 'execution reverted: paused');
    await setTxOutcome(dropped, 'dropped');
    advance(1000);
    // ChainController.txHash: AssertUtils.isTrue(status == SUCCESS, tr.getError()) → invalid_parameter_with_args.
    expect((await submitHash(reverted, 1)).body).toEqual({
      code: 1,
      message: 'Invalid parameter: execution reverted: paused. Please check your input',
    });
    expect((await submitHash(dropped, 1)).body).toEqual({
      code: 1,
      message: 'Invalid parameter: . Please check your input',
    });
    expect(stillHeld(box.tokenId)).toBe(1);
  });

  it('ignores a box-opening call sent on another chain or to another address', async () => {
    const box = await ownedBox();
    for (const hash of [
      await openBox(box.tokenId, { chainId: 56 }),
      await openBox(box.tokenId, { to: INSIDE_ADDRESSES.merchant }),
    ]) {
      expect((await submitHash(hash, 1)).body).toEqual({ code: 0, message: 'Success' });
    }
    expect(stillHeld(box.tokenId)).toBe(1);
  });

  it('answers success, indexing nothing, for a call the ERC-1155 interface does not know', async () => {
    // An unknown selector, and the box-opening selector with its argument cut short.
    for (const data of ['0x12345678', `${erc1155.getFunction('openBlindBoxNFT')?.selector}12`]) {
      const hash = await sendTx('normal', { chainId: 2999, to: DEFAULT_CONTRACT.address, data });
      expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
      expect(findTx(hash)?.usedBy).toBe('');
    }
  });
});

describe('opening a blind box (rule 31)', () => {
  it('burns the box, grants the prize from the merchant wallet and writes the open record', async () => {
    const box = await ownedBox();
    const boxSku = findSku(box.skuId);
    const lastId = blindBoxOpens.all().reduce((n, r) => Math.max(n, r.id), 0);
    advance(12_345);
    const hash = await openBox(box.tokenId);
    // Without respType 1 the endpoint answers no prize meta, but the box is opened all the same.
    expect((await submitHash(hash)).body).toEqual({ code: 0, message: 'Success' });
    expect(stillHeld(box.tokenId)).toBe(0);
    expect(findTx(hash)?.usedBy).toBe(`chain:open:${box.tokenId}`);
    const row = blindBoxOpens.findFirst((q) => q.where({ tokenId: box.tokenId, address: normal }));
    const prize = findSku(row?.prizeSkuId ?? '');
    expect(prize).toMatchObject({ goodsId: box.goodsId, blindBoxType: 0 });
    expect(row).toMatchObject({
      id: lastId + 1,
      goodsId: box.goodsId,
      uid: findUser(normal)?.uid,
      nickName: findUser(normal)?.nickname,
      prizeName: prize?.name,
      cover: prize?.cover,
      createTime: now(),
    });
    expect(findHolding(normal, row?.rewardTokenId ?? 0)).toMatchObject({ skuId: prize?.skuId, num: 1, freezeType: 0 });
    const inside = findMerchantInside(findSpu(box.goodsId)?.merchantAddress ?? '');
    expect((await circulation({ token: String(row?.rewardTokenId) })).data[0]).toMatchObject({
      chainHash: hash,
      recordType: 5,
      fromChainAddress: inside,
      fromType: 1,
      toChainAddress: normal,
      toType: 0,
    });
    expect((await circulation({ token: String(box.tokenId) })).data[0]).toMatchObject({
      chainHash: hash,
      recordType: 5,
      fromChainAddress: normal,
      toChainAddress: BURN_ADDRESS,
      toType: 2,
    });
    const records = await callEndpoint(blindBoxesEndpoints.openRecordPage, { goodsId: box.goodsId });
    expect((records.body.data as DataOf<typeof blindBoxesEndpoints.openRecordPage>).data[0]).toEqual({
      id: lastId + 1,
      uid: findUser(normal)?.uid,
      nickName: findUser(normal)?.nickname,
      boxGoodsId: prize?.skuId,
      goodsName: prize?.name,
      createTime: restDateTime(now()),
      cover: prize?.cover,
    });
    expect(boxSku?.blindBoxType).toBe(1);
    // A later submission with respType 1 still answers the prize; respType 2 (synthesis) answers nothing.
    expect((await submitHash(hash, 1)).body.data).toMatchObject({ cover: prize?.cover, tokenId: box.tokenId });
    expect((await submitHash(hash, 2)).body).toEqual({ code: 0, message: 'Success' });
  });

  it('records uid 0 and no nickname when the opener’s wallet has no account', async () => {
    const box = await ownedBox();
    const newbie = persona('newbie').address;
    const gift = await callContract('normal', 'safeTransferFrom', [normal, newbie, box.tokenId, 1, '0x']);
    expect((await submitHash(gift)).body.code).toBe(0);
    await users.delete((q) => q.where({ address: newbie }));
    expect((await submitHash(await callContract('newbie', 'openBlindBoxNFT', [box.tokenId]))).body.code).toBe(0);
    expect(blindBoxOpens.findFirst((q) => q.where({ tokenId: box.tokenId, address: newbie }))).toMatchObject({
      uid: 0,
      nickName: '',
    });
  });

  it('answers the prize meta with the box token id and its serial suffix', async () => {
    const box = await ownedBox();
    const r = await submitHash(await openBox(box.tokenId), 1);
    const serial = box.tokenId % 100_000_000;
    const meta = r.body.data as { name: string; tokenName: string; tokenId: number };
    const prize = findSku(
      blindBoxOpens.findFirst((q) => q.where({ tokenId: box.tokenId, address: normal }))?.prizeSkuId ?? '',
    );
    expect(meta).toMatchObject({
      tokenId: box.tokenId,
      name: `${prize?.name} #${serial}`,
      tokenName: `${prize?.tokenName} #${serial}`,
    });
    expect(prizeMeta('no-such-sku', box.tokenId)).toBeUndefined();
  });

  it('refuses a hash another use already consumed', async () => {
    const box = await ownedBox();
    const hash = await openBox(box.tokenId);
    await markUsed(hash, 'order:2026011500000001');
    expect((await submitHash(hash, 1)).body).toEqual({ code: 1, message: 'Transaction hash already used' });
    expect(stillHeld(box.tokenId)).toBe(1);
  });

  it('refuses a frozen box, an opened box, a prize token, a token of a removed SKU and an empty box', async () => {
    const box = await ownedBox();
    const burnt = blindBoxOpens.findFirst((q) => q.where({ address: normal }))?.tokenId ?? 0;
    const prizeToken = (await holdings(await tokenFor('normal'))).find(
      (t) => t.goodsId === box.goodsId && t.blindBoxType === 0,
    );
    expect(findHolding(normal, burnt)?.num).toBe(0);
    for (const id of [burnt, prizeToken?.tokenId ?? 0]) {
      expect((await submitHash(await openBox(id), 1)).body).toEqual({ code: 1, message: OPEN_FAILED });
    }
    await assetTokens.create({
      ...(findHolding(normal, box.tokenId) as AssetRecord),
      tokenId: 777_000_001,
      skuId: 'gone',
    });
    expect((await submitHash(await openBox(777_000_001), 1)).body).toEqual({ code: 1, message: OPEN_FAILED });
    await setFreeze(normal, box.tokenId, 3);
    expect((await submitHash(await openBox(box.tokenId), 1)).body).toEqual({ code: 1, message: OPEN_FAILED });
    await setFreeze(normal, box.tokenId, 0);
    await skus.updateMany((q) => q.where({ goodsId: box.goodsId, blindBoxType: 0 }), {
      data(r) {
        r.stock = 0;
      },
    });
    expect((await submitHash(await openBox(box.tokenId), 1)).body).toEqual({ code: 1, message: OPEN_FAILED });
    expect(stillHeld(box.tokenId)).toBe(1);
  });
});
