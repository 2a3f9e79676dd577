import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { type SkuRecord, type SpuRecord, skus, spus } from '../goods/table';
import {
  configuredLimit,
  countUsage,
  fitsLimit,
  remaining,
  skuRemaining,
  spuRemaining,
  usedUnits,
} from './rules/purchase-limits';
import { orderLimits } from './table';

setupMockServer();

const NORMAL = persona('normal').address;
const NEWBIE = persona('newbie').address;
const INVITER = persona('inviter').address;

function goods(name: string): { spu: SpuRecord; all: SkuRecord[] } {
  const spu = spus.findFirst((q) => q.where({ name })) as SpuRecord;
  return { spu, all: skus.findMany((q) => q.where({ goodsId: spu.goodsId })) };
}
const sachet = () => goods('故宫联名香囊（白名单）');
const rowsOf = (goodsId: string, address: string) =>
  orderLimits
    .findMany((q) => q.where({ goodsId, address }))
    .map((r) => [r.skuId, r.num])
    .sort();

describe('configuredLimit', () => {
  it('uses the whitelist allowance until the normal sale starts, then the configured limit', () => {
    const { spu } = sachet();
    const normalAt = spu.saleTimeNormal as number;
    expect(configuredLimit(spu, 4, NORMAL, now())).toBe(2);
    expect(configuredLimit(spu, 4, INVITER, normalAt - 1)).toBe(1);
    expect(configuredLimit(spu, 4, NEWBIE, now())).toBe(0);
    expect(configuredLimit(spu, 4, null, now())).toBe(0);
    expect(configuredLimit(spu, 4, NORMAL, normalAt)).toBe(4);
    expect(configuredLimit(spu, 4, null, normalAt)).toBe(4);
  });

  it('keeps a whitelist sale without a normal start in the whitelist phase forever', () => {
    const { spu } = sachet();
    const endless = { ...spu, saleTimeNormal: undefined };
    expect(configuredLimit(endless, 4, NORMAL, now() + 1e12)).toBe(2);
  });

  it('ignores the whitelist of goods sold normally', () => {
    const { spu } = goods('敦煌飞天数字藏品');
    expect(configuredLimit(spu, 5, null, now())).toBe(5);
    expect(configuredLimit({ ...spu, saleType: 1, saleTimeNormal: now() }, 5, NEWBIE, now())).toBe(5);
  });
});

describe('remaining', () => {
  it('keeps −1 as unlimited and floors a used-up limit at zero', () => {
    expect(remaining(-1, 9)).toBe(-1);
    expect(remaining(0, 0)).toBe(0);
    expect(remaining(5, 2)).toBe(3);
    expect(remaining(5, 7)).toBe(0);
  });

  it('reads SKU and goods-wide remaining from the caller usage rows', async () => {
    const { spu, all } = goods('敦煌飞天数字藏品');
    const k = all[2] as SkuRecord;
    expect(skuRemaining(spu, k, NEWBIE, now())).toBe(5);
    await countUsage(spu.goodsId, k.skuId, NEWBIE, 2);
    expect(usedUnits(spu.goodsId, k.skuId, NEWBIE)).toBe(2);
    expect(usedUnits(spu.goodsId, k.skuId, null)).toBe(0);
    expect(skuRemaining(spu, k, NEWBIE, now())).toBe(3);
    expect(spuRemaining(spu, NEWBIE, now())).toBe(3);
    expect(skuRemaining(spu, all[0] as SkuRecord, NEWBIE, now())).toBe(5);
    expect(spuRemaining(spu, null, now())).toBe(5);
  });

  it('shows the whitelist allowance as the remaining limit during the whitelist sale', () => {
    const { spu, all } = sachet();
    expect(skuRemaining(spu, all[0] as SkuRecord, NORMAL, now())).toBe(2);
    expect(spuRemaining(spu, NEWBIE, now())).toBe(0);
  });
});

describe('fitsLimit', () => {
  it('fits up to the limit exactly, counting the SKU row and the goods-wide row', async () => {
    const { spu, all } = goods('敦煌飞天数字藏品');
    const [a, b] = all as [SkuRecord, SkuRecord];
    await countUsage(spu.goodsId, a.skuId, NEWBIE, 3);
    expect(fitsLimit(spu, a, NEWBIE, 2, now())).toBe(true);
    expect(fitsLimit(spu, a, NEWBIE, 3, now())).toBe(false);
    // b has no usage of its own, yet the goods-wide row already holds 3 of 5.
    expect(fitsLimit(spu, b, NEWBIE, 2, now())).toBe(true);
    expect(fitsLimit(spu, b, NEWBIE, 3, now())).toBe(false);
  });

  it('never fits a zero limit and always fits an unlimited one', () => {
    const { spu, all } = goods('链上周年纪念勋章（展示品）');
    expect(fitsLimit(spu, all[0] as SkuRecord, NEWBIE, 1, now())).toBe(false);
    expect(fitsLimit(spu, all[0] as SkuRecord, NEWBIE, 0, now())).toBe(false);
    const figure = goods('星际旅人潮玩手办');
    expect(fitsLimit(figure.spu, figure.all[0] as SkuRecord, NEWBIE, 10_000, now())).toBe(true);
  });

  it('limits a whitelist buyer to the allowance and shuts out everyone else', () => {
    const { spu, all } = sachet();
    const k = all[0] as SkuRecord;
    expect(fitsLimit(spu, k, NORMAL, 2, now())).toBe(true);
    expect(fitsLimit(spu, k, NORMAL, 3, now())).toBe(false);
    expect(fitsLimit(spu, k, NEWBIE, 1, now())).toBe(false);
  });
});

describe('countUsage', () => {
  it('creates the SKU and goods-wide rows, adds to them and gives back down to zero', async () => {
    const { spu, all } = goods('龙年生肖数字徽章');
    const [a, b] = all as [SkuRecord, SkuRecord];
    await countUsage(spu.goodsId, a.skuId, NEWBIE, 1);
    expect(rowsOf(spu.goodsId, NEWBIE)).toEqual([
      ['0', 1],
      [a.skuId, 1],
    ]);
    await countUsage(spu.goodsId, b.skuId, NEWBIE, 2);
    expect(rowsOf(spu.goodsId, NEWBIE)).toEqual([
      ['0', 3],
      [a.skuId, 1],
      [b.skuId, 2],
    ]);
    await countUsage(spu.goodsId, a.skuId, NEWBIE, -5);
    expect(rowsOf(spu.goodsId, NEWBIE)).toEqual([
      ['0', 0],
      [a.skuId, 0],
      [b.skuId, 2],
    ]);
  });

  it('does not create rows when giving back usage nobody counted', async () => {
    const { spu, all } = goods('龙年生肖数字徽章');
    await countUsage(spu.goodsId, (all[0] as SkuRecord).skuId, NEWBIE, -1);
    await countUsage(spu.goodsId, (all[0] as SkuRecord).skuId, NEWBIE, 0);
    expect(rowsOf(spu.goodsId, NEWBIE)).toEqual([]);
  });
});
