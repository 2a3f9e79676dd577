import { assetsEndpoints } from '@contracts/assets';
import type { DataOf } from '@contracts/core/endpoint';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { blindBoxOpens } from '../blind-boxes/table';
import { callContract, holdings, type Items, submitHash } from '../chain/testing/contract-calls';
import { deliveryOrders, patchDelivery } from '../deliveries/table';
import { findSku, findSpu } from '../goods/rules/stock';
import { assetTokens, findHolding, holdingsOf } from './table';

setupMockServer();

const normal = persona('normal').address;
type Page = DataOf<typeof assetsEndpoints.tokenPage>;
const tokenPage = async (input: Record<string, unknown>) =>
  (await callEndpoint(assetsEndpoints.tokenPage, input, { token: await tokenFor('normal') })).body.data as Page;
const detail = async (tokenId: number, ctId = 1) =>
  (await callEndpoint(assetsEndpoints.detail, { tokenId, ctId }, { token: await tokenFor('normal') })).body;
const goodsIds = (items: Items) => new Set(items.map((t) => t.goodsId));

/** Sends a held shippable token to delivery, then fast-forwards that delivery to a completed return. */
async function returnedDelivery(): Promise<number> {
  const t = (await holdings(await tokenFor('normal'))).find((x) => x.expressType === 1 && x.freezeType === 0);
  const detailJson = JSON.stringify({ name: '张伟', phone: '13812345678', detail: '科技园', note: '' });
  const hash = await callContract('normal', 'expressNFT', [[t?.tokenId], detailJson]);
  expect((await submitHash(hash)).body.code).toBe(0);
  expect(findHolding(normal, t?.tokenId ?? 0)?.num).toBe(0);
  const orderId = deliveryOrders.findFirst((q) => q.where({ txHash: hash }))?.orderId ?? '';
  await patchDelivery(orderId, (r) => {
    r.status = 6;
    r.refundConfirmAutoTime = now();
  });
  return t?.tokenId ?? 0;
}

describe('assets.tokenPage filters and order', () => {
  it('lists newest first, and tokens of the same moment by token id, high to low', async () => {
    const all = (await tokenPage({ size: 200 })).data;
    expect(all).toHaveLength(holdingsOf(normal).length);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1] as Items[number], all[i] as Items[number]];
      expect(a.updateTime > b.updateTime || (a.updateTime === b.updateTime && a.tokenId > b.tokenId)).toBe(true);
    }
    expect(all.some((t, i) => i > 0 && all[i - 1]?.updateTime === t.updateTime)).toBe(true);
  });

  it('pages by 100 when no size is asked, and by the size asked otherwise', async () => {
    expect((await tokenPage({})).pageSize).toBe(100);
    const second = await tokenPage({ page: 2, size: 2 });
    const all = (await tokenPage({ size: 200 })).data;
    expect(second.data.map((t) => t.tokenId)).toEqual(all.slice(2, 4).map((t) => t.tokenId));
  });

  it('filters by goods type: 1 blind boxes, 0 plain goods, -1 everything', async () => {
    const all = (await tokenPage({ size: 200 })).data;
    const boxes = (await tokenPage({ size: 200, spuType: 1 })).data;
    const plain = (await tokenPage({ size: 200, spuType: 0 })).data;
    expect(boxes.length).toBeGreaterThan(0);
    expect(plain.length).toBeGreaterThan(0);
    expect(boxes.every((t) => findSpu(t.goodsId)?.type === 1)).toBe(true);
    expect(plain.every((t) => findSpu(t.goodsId)?.type === 0)).toBe(true);
    expect(boxes.length + plain.length).toBe(all.length);
    expect((await tokenPage({ size: 200, spuType: -1 })).totalSize).toBe(all.length);
  });

  it('matches the vague text against the goods id, the merchant address (any case) or the goods name', async () => {
    const all = (await tokenPage({ size: 200 })).data;
    const first = all.at(-1) as Items[number];
    const byId = (await tokenPage({ size: 200, vague: first.goodsId })).data;
    expect(goodsIds(byId)).toEqual(new Set([first.goodsId]));
    const merchant = findSpu(first.goodsId)?.merchantAddress ?? '';
    const byMerchant = (await tokenPage({ size: 200, vague: merchant.toUpperCase().replace('0X', '0x') })).data;
    expect(byMerchant.length).toBe(all.filter((t) => findSpu(t.goodsId)?.merchantAddress === merchant).length);
    expect(byMerchant.length).toBeLessThan(all.length);
    const byName = (await tokenPage({ size: 200, vague: ' 普洱 ' })).data;
    expect(byName.length).toBe(all.filter((t) => t.goodsName.includes('普洱')).length);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.length).toBeLessThan(all.length);
    expect((await tokenPage({ size: 200, vague: '   ' })).totalSize).toBe(all.length);
    expect((await tokenPage({ size: 200, vague: 'no such goods' })).totalSize).toBe(0);
  });

  it('describes each token with its goods and SKU, and a frozen count only for frozen ones', async () => {
    const all = (await tokenPage({ size: 200 })).data;
    for (const t of all) {
      const sku = findSku(t.skuId);
      const spu = findSpu(t.goodsId);
      expect(t).toMatchObject({
        ctId: 1,
        num: '1',
        goodsName: spu?.name,
        goodsCover: spu?.cover,
        name: sku?.name,
        tokenName: sku?.tokenName,
        cover: sku?.cover,
        expressType: sku?.expressType,
        blindBoxType: sku?.blindBoxType,
        updateTime: findHolding(normal, t.tokenId)?.updateTime,
      });
      expect(t.freezeNum).toBe(t.freezeType === 0 ? undefined : '1');
    }
  });

  it('lists tokens a completed delivery return gave back (rule 23)', async () => {
    const tokenId = await returnedDelivery();
    expect((await tokenPage({ size: 200 })).data.some((t) => t.tokenId === tokenId)).toBe(true);
  });
});

describe('a holding whose goods or SKU no longer exists', () => {
  it('is left out of the list and answers no detail', async () => {
    const t = holdingsOf(normal)[0] as NonNullable<ReturnType<typeof findHolding>>;
    await assetTokens.create({ ...t, tokenId: 777_000_001, skuId: 'gone', updateTime: now() + 1 });
    await assetTokens.create({ ...t, tokenId: 777_000_002, goodsId: '999', updateTime: now() + 1 });
    const listed = (await tokenPage({ size: 200 })).data;
    expect(listed).toHaveLength(holdingsOf(normal).length - 2);
    expect(listed.some((x) => x.tokenId === 777_000_001 || x.tokenId === 777_000_002)).toBe(false);
    // A search never matches a holding of removed goods (nor trips over it).
    const withE = await tokenPage({ size: 200, vague: 'e' });
    expect(withE.totalSize).toBe(listed.filter((x) => findSpu(x.goodsId)?.name.includes('e')).length);
    for (const tokenId of [777_000_001, 777_000_002]) {
      expect(await detail(tokenId)).toEqual({ code: 0, message: 'Success' });
    }
  });
});

describe('assets.detail', () => {
  it('answers an unfrozen owned token without a frozen count', async () => {
    const t = (await tokenPage({ size: 200 })).data.find((x) => x.freezeType === 0) as Items[number];
    const r = await detail(t.tokenId);
    expect(r.data).toMatchObject({ tokenId: t.tokenId, skuId: t.skuId, goodsId: t.goodsId, num: '1', freezeType: 0 });
    expect(r.data).not.toHaveProperty('freezeNum');
  });

  it('answers no data for a token moved away (num 0) or asked on another contract', async () => {
    const burnt = blindBoxOpens.findFirst((q) => q.where({ address: normal }))?.tokenId ?? 0;
    expect(findHolding(normal, burnt)?.num).toBe(0);
    expect(await detail(burnt)).toEqual({ code: 0, message: 'Success' });
    const held = holdingsOf(normal)[0]?.tokenId ?? 0;
    expect(await detail(held, 2)).toEqual({ code: 0, message: 'Success' });
  });

  it('answers a token a completed delivery return gave back', async () => {
    const tokenId = await returnedDelivery();
    expect((await detail(tokenId)).data).toMatchObject({ tokenId, num: '1' });
  });
});
