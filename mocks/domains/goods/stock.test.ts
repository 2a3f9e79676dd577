import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../testing';
import {
  allocateTokenIds,
  drawBlindBoxPrize,
  findSku,
  findSpu,
  prizeOdds,
  releaseStock,
  reserveStock,
  saleSkusOf,
  TOKEN_PREFIX_FACTOR,
} from './rules/stock';
import { type SkuRecord, type SpuRecord, skus, spus } from './table';

setupMockServer();

function goods(name: string): { spu: SpuRecord; all: SkuRecord[]; prizes: SkuRecord[] } {
  const spu = spus.findFirst((q) => q.where({ name }));
  if (!spu) throw new Error(`no goods ${name}`);
  const all = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  return { spu, all, prizes: all.filter((k) => k.blindBoxType === 0) };
}
const sku = (k: SkuRecord) => findSku(k.skuId) as SkuRecord;
const setSpuSales = (goodsId: string, sales: number) =>
  spus.update((q) => q.where({ goodsId }), { data: (r) => void Object.assign(r, { sales, stock: r.total - sales }) });
const setSkuSales = (skuId: string, sales: number) =>
  skus.update((q) => q.where({ skuId }), { data: (r) => void Object.assign(r, { sales, stock: r.total - sales }) });

describe('reserveStock and releaseStock', () => {
  it('reserves exactly the remaining stock but not one unit more, on SKU and SPU alike', async () => {
    const { spu, all } = goods('敦煌飞天数字藏品');
    const k = all[1] as SkuRecord;
    const left = k.total - k.sales;
    expect(left).toBeGreaterThan(0);
    expect(await reserveStock(k.skuId, left + 1)).toBe(false);
    expect(sku(k).sales).toBe(k.sales);
    expect(findSpu(spu.goodsId)?.sales).toBe(spu.sales);
    expect(await reserveStock(k.skuId, left)).toBe(true);
    expect(sku(k)).toMatchObject({ sales: k.total, stock: 0 });
    expect(findSpu(spu.goodsId)).toMatchObject({ sales: spu.sales + left, stock: spu.stock - left });
    expect(await reserveStock(k.skuId, 1)).toBe(false);
  });

  it('releases down to zero sales but never below', async () => {
    const { spu, all } = goods('星际旅人潮玩手办');
    const k = all[3] as SkuRecord;
    expect(await releaseStock(k.skuId, k.sales + 1)).toBe(false);
    expect(sku(k).sales).toBe(k.sales);
    expect(await releaseStock(k.skuId, k.sales)).toBe(true);
    expect(sku(k)).toMatchObject({ sales: 0, stock: k.total });
    expect(findSpu(spu.goodsId)).toMatchObject({ sales: spu.sales - k.sales, stock: spu.stock + k.sales });
  });

  it('refuses when the SPU row would overflow or go negative even if the SKU row fits', async () => {
    const { spu, all } = goods('星际旅人潮玩手办');
    const k = all[0] as SkuRecord;
    await setSpuSales(spu.goodsId, spu.total - 1);
    expect(await reserveStock(k.skuId, 2)).toBe(false);
    expect(sku(k).sales).toBe(k.sales);
    expect(await reserveStock(k.skuId, 1)).toBe(true);
    expect(findSpu(spu.goodsId)).toMatchObject({ sales: spu.total, stock: 0 });
    await setSpuSales(spu.goodsId, 0);
    expect(await releaseStock(k.skuId, 1)).toBe(false);
    await setSpuSales(spu.goodsId, 1);
    expect(await releaseStock(k.skuId, 1)).toBe(true);
    expect(findSpu(spu.goodsId)?.sales).toBe(0);
  });

  it('counts a blind box SPU only for the box SKU, never for its prizes', async () => {
    const { spu, all, prizes } = goods('山海经神兽盲盒');
    const box = all.find((k) => k.blindBoxType === 1) as SkuRecord;
    const prize = prizes[0] as SkuRecord;
    await setSpuSales(spu.goodsId, spu.total);
    // The full SPU does not stop a prize from moving: its row is not the prize's counter.
    expect(await reserveStock(prize.skuId, 1)).toBe(true);
    expect(sku(prize).sales).toBe(prize.sales + 1);
    expect(findSpu(spu.goodsId)?.sales).toBe(spu.total);
    expect(await reserveStock(box.skuId, 1)).toBe(false);
    await setSpuSales(spu.goodsId, 0);
    expect(await reserveStock(box.skuId, 3)).toBe(true);
    expect(findSpu(spu.goodsId)).toMatchObject({ sales: 3, stock: spu.total - 3 });
  });

  it('answers false for an unknown SKU or a SKU whose goods is gone', async () => {
    expect(await reserveStock('nope', 1)).toBe(false);
    const { spu, all } = goods('国潮熊猫徽章');
    spus.delete((q) => q.where({ goodsId: spu.goodsId }));
    const k = all[0] as SkuRecord;
    expect(await releaseStock(k.skuId, 1)).toBe(false);
    expect(sku(k).sales).toBe(k.sales);
  });
});

describe('saleSkusOf', () => {
  it('sells only the box of a blind box and every SKU of normal goods', () => {
    const box = goods('山海经神兽盲盒');
    expect(saleSkusOf(box.spu).map((k) => k.blindBoxType)).toEqual([1]);
    const figure = goods('星际旅人潮玩手办');
    expect(saleSkusOf(figure.spu).map((k) => k.skuId)).toEqual(figure.all.map((k) => k.skuId));
  });
});

describe('allocateTokenIds', () => {
  it('hands out consecutive ids after the last serial and remembers them', async () => {
    const k = goods('星际旅人潮玩手办').all[0] as SkuRecord;
    const base = k.tokenPrefix * TOKEN_PREFIX_FACTOR + k.tokenSerial;
    expect(await allocateTokenIds(k.skuId, 3)).toEqual([base + 1, base + 2, base + 3]);
    expect(sku(k).tokenSerial).toBe(k.tokenSerial + 3);
    expect(await allocateTokenIds(k.skuId, 1)).toEqual([base + 4]);
  });

  it('throws for an unknown SKU', async () => {
    await expect(allocateTokenIds('ghost', 1)).rejects.toThrow('allocateTokenIds: unknown sku ghost');
  });
});

describe('blind box prizes', () => {
  it('gives each prize its share of the remaining stock in basis points', async () => {
    const { spu, prizes } = goods('山海经神兽盲盒');
    // Stocks 30, 30, 20, 15, 5 of 100.
    expect(prizeOdds(spu.goodsId).map((o) => o.bp)).toEqual([3000, 3000, 2000, 1500, 500]);
    await skus.update((q) => q.where({ skuId: (prizes[0] as SkuRecord).skuId }), {
      data(r) {
        r.stock = -10;
      },
    });
    // A negative stock counts as none, both in its own share and in the pool.
    expect(prizeOdds(spu.goodsId).map((o) => o.bp)).toEqual([0, 4286, 2857, 2143, 714]);
    for (const p of prizes) await setSkuSales(p.skuId, p.total);
    expect(prizeOdds(spu.goodsId).map((o) => o.bp)).toEqual([0, 0, 0, 0, 0]);
  });

  it('draws by ticket: the ticket equal to a prize stock falls to the next prize', async () => {
    const { spu, prizes } = goods('山海经神兽盲盒');
    const [first, second] = prizes as [SkuRecord, SkuRecord];
    expect((await drawBlindBoxPrize(spu.goodsId, () => 0))?.skuId).toBe(first.skuId);
    expect(sku(first).sales).toBe(first.sales + 1);
    // Now stocks are 29, 30, 20, 15, 5 (99): ticket 29 is the second prize's first ticket.
    expect((await drawBlindBoxPrize(spu.goodsId, () => 29.5 / 99))?.skuId).toBe(second.skuId);
    expect((await drawBlindBoxPrize(spu.goodsId, () => 28.5 / 98))?.skuId).toBe(first.skuId);
    expect((await drawBlindBoxPrize(spu.goodsId, () => 0.9999))?.skuId).toBe((prizes[4] as SkuRecord).skuId);
    expect(findSpu(spu.goodsId)?.sales).toBe(spu.sales);
  });

  it('skips sold-out prizes and draws nothing once all are gone', async () => {
    const { spu, prizes } = goods('山海经神兽盲盒');
    const [first, second] = prizes as [SkuRecord, SkuRecord];
    await setSkuSales(first.skuId, first.total);
    expect((await drawBlindBoxPrize(spu.goodsId, () => 0))?.skuId).toBe(second.skuId);
    expect(sku(first).sales).toBe(first.total);
    for (const p of prizes) await setSkuSales(p.skuId, p.total);
    expect(await drawBlindBoxPrize(spu.goodsId, () => 0)).toBeUndefined();
  });

  it('leaves a prize with a negative stock out of the pool', async () => {
    const { spu, prizes } = goods('山海经神兽盲盒');
    await skus.update((q) => q.where({ skuId: (prizes[0] as SkuRecord).skuId }), {
      data(r) {
        r.stock = -10;
      },
    });
    // Pool 30 + 20 + 15 + 5 = 70: ticket 29 is the last of the second prize.
    expect((await drawBlindBoxPrize(spu.goodsId, () => 0.42))?.skuId).toBe((prizes[1] as SkuRecord).skuId);
  });

  it('draws nothing when the random source is out of range', async () => {
    const { spu } = goods('山海经神兽盲盒');
    expect(await drawBlindBoxPrize(spu.goodsId, () => 1)).toBeUndefined();
  });
});
