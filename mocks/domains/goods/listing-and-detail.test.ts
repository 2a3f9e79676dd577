import { goodsEndpoints } from '@contracts/goods';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { goodsDetail, skuOf } from '../orders/testing/buying';
import { favorites, merchants, type SpuRecord, skus, spus } from './table';

setupMockServer();

const WEEK = 7 * 86_400_000;
type Feed = { totalSize: number; data: Array<{ spu: { goodsId: string }; merchant: { address: string } }> };
const feed = async (body: Record<string, unknown> = {}) => {
  const r = await callEndpoint(goodsEndpoints.page, body);
  return (r.body.data as Feed).data.map((g) => g.spu.goodsId);
};
const edit = (goodsId: string, change: Partial<SpuRecord>) =>
  spus.update((q) => q.where({ goodsId }), { data: (r) => void Object.assign(r, change) });
const onSale = () => spus.findMany((q) => q.where({ status: 4, hiddenStatus: 0 }));

/** Leaves exactly two goods on sale, alike in every field the score reads; returns their ids. */
async function twoAlike(): Promise<[string, string]> {
  const [a, b] = onSale().map((g) => g.goodsId) as [string, string];
  for (const g of spus.all()) await edit(g.goodsId, g.goodsId === a || g.goodsId === b ? {} : { hiddenStatus: 1 });
  const same = { sales: 0, favorite: 0, recommended: false, saleTime: now(), showOrder: 5 };
  await edit(a, same);
  await edit(b, same);
  return [a, b];
}

describe('goods.page ranking', () => {
  it('ranks more sales, more favourites, recommendation and freshness higher', async () => {
    const [a, b] = await twoAlike();
    await edit(b, { showOrder: 1 });
    await edit(a, { sales: 100 });
    expect(await feed()).toEqual([a, b]);
    await edit(a, { sales: 0, favorite: 100 });
    expect(await feed()).toEqual([a, b]);
    await edit(a, { favorite: 0, recommended: true });
    await edit(b, { sales: 1000, favorite: 1000 });
    expect(await feed()).toEqual([a, b]);
    await edit(a, { recommended: false });
    await edit(b, { sales: 0, favorite: 0, saleTime: now() - 10 * WEEK });
    expect(await feed()).toEqual([a, b]);
    // Freshness is 3 / (1 + age in weeks): 1.5 at one week beats 0.75 at three weeks plus ln 2 of one sale.
    await edit(a, { saleTime: now() - WEEK });
    await edit(b, { saleTime: now() - 3 * WEEK, sales: 1 });
    expect(await feed()).toEqual([a, b]);
    await edit(a, { saleTime: now() - 2 * WEEK });
    expect(await feed()).toEqual([b, a]);
  });
  it('lists goods without a sale time last, as the NULL score of the real query sorts (B8)', async () => {
    const [a, b] = await twoAlike();
    await edit(a, { saleTime: undefined, recommended: true, sales: 1000, showOrder: 1 });
    expect(await feed()).toEqual([b, a]);
  });
  it('treats a future sale time as brand new, not as a penalty', async () => {
    const [a, b] = await twoAlike();
    await edit(a, { saleTime: now() + 10 * WEEK, showOrder: 1 });
    expect(await feed()).toEqual([a, b]);
  });
  it('breaks score ties by showOrder, then later saleTime, then goodsId descending', async () => {
    const [a, b] = await twoAlike();
    await edit(b, { showOrder: 4 });
    expect(await feed()).toEqual([b, a]);
    await edit(b, { showOrder: 5 });
    // An absent saleTime scores as "now" but sorts as 0 in the saleTime tie-break.
    await edit(b, { saleTime: undefined });
    expect(await feed()).toEqual([a, b]);
    await edit(a, { saleTime: undefined });
    expect(await feed()).toEqual([a, b].sort().reverse());
  });
});

describe('goods.page filters', () => {
  it('lists only status 4 and not hidden', async () => {
    const [a, b] = await twoAlike();
    await edit(a, { status: 3 });
    expect(await feed()).toEqual([b]);
    await edit(a, { status: 4, hiddenStatus: 1 });
    expect(await feed()).toEqual([b]);
  });
  it('matches a trimmed vague text and a merchant address in any case', async () => {
    const [a] = await twoAlike();
    const g = spus.findFirst((q) => q.where({ goodsId: a })) as SpuRecord;
    expect(await feed({ vague: `  ${a}  ` })).toEqual([a]);
    expect(await feed({ vague: '   ' })).toHaveLength(2);
    expect(await feed({ vague: g.merchantAddress.toUpperCase().replace('0X', '0x') })).toContain(a);
    expect(await feed({ address: g.merchantAddress.toUpperCase().replace('0X', '0x') })).toContain(a);
    const other = persona(g.merchantAddress === persona('merchant').address ? 'merchant2' : 'merchant').address;
    expect(await feed({ address: other })).not.toContain(a);
  });
  it('filters by menu only for a positive menuId', async () => {
    const [a, b] = await twoAlike();
    await edit(a, { classifies: [7] });
    await edit(b, { classifies: [8] });
    expect(await feed({ menuId: 7 })).toEqual([a]);
    expect(await feed({ menuId: 0 })).toHaveLength(2);
    expect(await feed({ menuId: -1 })).toHaveLength(2);
    await edit(b, { classifies: undefined });
    expect(await feed({ menuId: 8 })).toEqual([]);
  });
  it('fails the whole page with Internal error when a listed merchant row is missing', async () => {
    const [a] = await twoAlike();
    const g = spus.findFirst((q) => q.where({ goodsId: a })) as SpuRecord;
    merchants.deleteMany((q) => q.where({ address: g.merchantAddress }));
    expect((await callEndpoint(goodsEndpoints.page, {})).body).toEqual({ code: 1, message: 'Internal error' });
    expect((await callEndpoint(goodsEndpoints.detail, { goodsId: a })).body).toEqual({
      code: 1,
      message: 'Internal error',
    });
  });
});

describe('goods.detail', () => {
  it('prints prize chances as plain percent decimals from stock weights', async () => {
    const { spu, sku: box } = skuOf('山海经神兽盲盒');
    const prizes = skus.findMany((q) => q.where({ goodsId: spu.goodsId, blindBoxType: 0 }));
    const stocks = [250, 1, 1549, 200, 0];
    for (const [i, k] of prizes.entries())
      await skus.update((q) => q.where({ skuId: k.skuId }), {
        data: (r) => void Object.assign(r, { stock: stocks[i] ?? 0 }),
      });
    const d = await goodsDetail(spu.goodsId);
    expect(d.prizes?.map((p) => p.rate)).toEqual(['12.5', '0.05', '77.45', '10', '0']);
    expect(d.prizes?.[0]).toEqual({
      skuId: prizes[0]?.skuId,
      name: prizes[0]?.name,
      cover: prizes[0]?.cover,
      stock: 250,
      rate: '12.5',
    });
    expect(d.v1Skus.flatMap((v) => v.v2Skus.map((x) => x.sku.skuId))).toEqual([box.skuId]);
  });
  it('has no prizes for normal goods and no favourite flag, even for a fan (B5: the detail carries none)', async () => {
    const { spu } = skuOf('星际旅人潮玩手办');
    const d = await goodsDetail(spu.goodsId, await tokenFor('normal'));
    expect(
      favorites.findFirst((q) => q.where({ goodsId: spu.goodsId, address: persona('normal').address })),
    ).toBeTruthy();
    expect(d.prizes).toBeUndefined();
    expect(d).not.toHaveProperty('isFavorite');
    expect(d.merchant.address).toBe(spu.merchantAddress);
  });
});

describe('goods.favoriteState (GET /v/goods/favorite)', () => {
  it("answers the seeded fan's row as {createTime} and nothing for an unknown goods", async () => {
    const token = await tokenFor('normal');
    const { spu } = skuOf('星际旅人潮玩手办');
    const row = favorites.findFirst((q) => q.where({ goodsId: spu.goodsId, address: persona('normal').address }));
    const r = await callEndpoint(goodsEndpoints.favoriteState, { goodsId: spu.goodsId }, { token });
    expect(r.body.data).toEqual({ createTime: row?.createTime });
    const unknown = await callEndpoint(goodsEndpoints.favoriteState, { goodsId: 'nope' }, { token });
    expect(unknown.body).toEqual({ code: 0, message: 'Success' });
  });
  it('refuses a missing goodsId as invalid input', async () => {
    const r = await callEndpoint(goodsEndpoints.favoriteState, {});
    expect(r.body.code).toBe(1);
  });
});

describe('goods.favorite', () => {
  it('records the favourite with its time and never drives the counter below zero', async () => {
    const token = await tokenFor('newbie');
    const { spu } = skuOf('星际旅人潮玩手办');
    const me = persona('newbie').address;
    await callEndpoint(goodsEndpoints.favorite, { goodsId: spu.goodsId }, { token });
    expect(favorites.findFirst((q) => q.where({ goodsId: spu.goodsId, address: me }))?.createTime).toBe(now());
    await edit(spu.goodsId, { favorite: 0 });
    await callEndpoint(goodsEndpoints.favorite, { goodsId: spu.goodsId }, { token });
    expect(favorites.findFirst((q) => q.where({ goodsId: spu.goodsId, address: me }))).toBeUndefined();
    expect(spus.findFirst((q) => q.where({ goodsId: spu.goodsId }))?.favorite).toBe(0);
  });
});
