import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import type { DataOf } from '@contracts/core/endpoint';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { restDateTime } from '../../core/rest-time';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { type AssetRecord, assetTokens, BURN_ADDRESS, findHolding, setFreeze } from '../assets/table';
import { findTx, markUsed } from '../chain/table';
import { callContract, circulation, holdings, openBox, ownedBox, submitHash } from '../chain/testing/contract-calls';
import { findSku, findSpu } from '../goods/rules/stock';
import { findMerchantInside, skus } from '../goods/table';
import { findUser, users } from '../users/table';
import { prizeMeta } from './rules/open';
import { blindBoxOpens } from './table';

// The open rule (rules/open.ts) as the backend runs it: the wallet's openBlindBoxNFT tx, then its hash on chain.txHash.
setupMockServer();

const normal = persona('normal').address;
const OPEN_FAILED = 'Invalid parameter: 开启盲盒失败. Please check your input';
const stillHeld = (tokenId: number) => findHolding(normal, tokenId)?.num;

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
