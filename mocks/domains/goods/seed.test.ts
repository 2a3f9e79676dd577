import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import {
  banners,
  DEFAULT_CONTRACT,
  datePrefix,
  favorites,
  findMerchantInside,
  INSIDE_ADDRESSES,
  merchants,
  type SpuRecord,
  skus,
  spus,
  whitelist,
} from './table';

setupMockServer();

const DAY = 86_400_000;
/** The hand-written catalog has 13 goods; the 14 faker fillers follow it in showOrder. */
const CATALOG_SIZE = 13;
const spu = (name: string) => spus.findFirst((q) => q.where({ name })) as SpuRecord;
const skusOf = (s: SpuRecord) => skus.findMany((q) => q.where({ goodsId: s.goodsId }));

describe('datePrefix', () => {
  it('writes yyyyMMdd in China time, zero-padded', () => {
    expect(datePrefix(Date.UTC(2026, 2, 4, 15, 59, 59, 999))).toBe('20260304');
    expect(datePrefix(Date.UTC(2026, 2, 4, 16, 0, 0))).toBe('20260305');
    expect(datePrefix(Date.UTC(2025, 11, 31, 16))).toBe('20260101');
  });
});

describe('findMerchantInside', () => {
  it('finds the custodial wallet whatever the address case, and nothing for a stranger', () => {
    expect(findMerchantInside(persona('merchant').address.toUpperCase())).toBe(INSIDE_ADDRESSES.merchant);
    expect(findMerchantInside(persona('merchant2').address)).toBe(INSIDE_ADDRESSES.merchant2);
    expect(findMerchantInside(persona('normal').address)).toBeUndefined();
    expect(merchants.all().map((m) => m.name)).toEqual(['尚品潮玩', '链上好物']);
    const heads = merchants.all().map((m) => m.headUrl);
    expect(heads.every((u) => u.includes('label='))).toBe(true);
    expect(new Set(heads).size).toBe(2);
  });
});

describe('seeded goods', () => {
  it('ids goods and SKUs by the date 30 days back, the catalog serial and the SKU number', () => {
    const figure = spu('星际旅人潮玩手办');
    const prefix = datePrefix(now() - 30 * DAY);
    expect(figure.goodsId).toMatch(new RegExp(`^${prefix}000001\\d{2}$`));
    const [a, b] = skusOf(figure);
    expect(a).toMatchObject({
      skuId: `${prefix}00000101`,
      name: '星际旅人潮玩手办·星空蓝',
      tokenName: '星空蓝标准版',
      tokenPrefix: 101,
      limitNum: -1,
      orderPack: 1,
      mintStatus: 3,
      blindBoxType: 0,
      expressType: 1,
    });
    expect(a?.traceHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(b).toMatchObject({ skuId: `${prefix}00000102`, traceHash: '', tokenPrefix: 102 });
  });

  it('shows three distinct pictures per goods, the cover first, and a picture per SKU', () => {
    const figure = spu('星际旅人潮玩手办');
    expect(figure.images).toHaveLength(3);
    expect(new Set(figure.images).size).toBe(3);
    expect(figure.images[0]).toBe(figure.cover);
    const covers = skusOf(figure).map((k) => k.cover);
    expect(new Set(covers).size).toBe(covers.length);
    expect([...figure.images, ...covers].every((u) => u.includes('label='))).toBe(true);
    const fillerCovers = spus.all().map((s) => s.cover);
    expect(new Set(fillerCovers).size).toBe(fillerCovers.length);
  });

  it('prices goods at the cheapest SKU compared as money, not as text', () => {
    expect(spu('云南古树普洱茶饼').price).toBe('198');
    expect(spu('手工紫砂壶·石瓢').price).toBe('880');
    expect(spu('星际旅人潮玩手办').price).toBe('199');
  });

  it('sums total and sales over the SKUs on sale: only the box of a blind box', () => {
    expect(spu('国潮熊猫徽章')).toMatchObject({ total: 160, sales: 160, stock: 0, limitNum: -1 });
    expect(spu('山海经神兽盲盒')).toMatchObject({ type: 1, total: 100, sales: 0, stock: 100, limitNum: 10 });
    expect(spu('赛博朋克机甲盲盒')).toMatchObject({ total: 200, sales: 26, stock: 174, limitNum: -1 });
    expect(skusOf(spu('山海经神兽盲盒')).map((k) => k.blindBoxType)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(skusOf(spu('手工紫砂壶·石瓢')).map((k) => k.orderPack)).toEqual([1, 1, 2]);
  });

  it('sets sale times, classes, order and status from the catalog or its defaults', () => {
    const t = now();
    expect(spu('星际旅人潮玩手办')).toMatchObject({
      saleTime: t - 19 * DAY,
      classifies: [2],
      showOrder: 1,
      status: 4,
      saleType: 0,
      hiddenStatus: 0,
      recommended: true,
      ctId: DEFAULT_CONTRACT.ctId,
      title1: '颜色',
      title2: '尺寸',
    });
    expect(spu('国潮熊猫徽章')).toMatchObject({ saleTime: t - 15 * DAY, classifies: [3], recommended: false });
    expect(spu('青花瓷茶具套装（即将开售）')).toMatchObject({ saleTime: t + 2 * DAY, classifies: [1] });
    expect(spu('草稿商品：未上架的书法扇').status).toBe(0);
    expect(spu('故宫联名香囊（白名单）')).toMatchObject({ saleType: 1, saleTimeNormal: t + 3 * DAY });
    expect(spu('国潮熊猫徽章')).not.toHaveProperty('saleTimeNormal');
  });

  it('seeds one listed goods with no sale time at all, last (B8: the column is nullable)', () => {
    const undated = spus.all().filter((s) => s.saleTime === undefined);
    expect(undated.map((s) => [s.name, s.status, s.hiddenStatus, s.showOrder])).toEqual([
      ['手作漆器首饰盒（开售时间待定）', 4, 0, 28],
    ]);
    expect(undated[0]).not.toHaveProperty('saleTime');
    expect(skusOf(undated[0] as SpuRecord).map((k) => [k.stock, k.mintStatus])).toEqual([[30, 3]]);
  });

  it('puts the whitelist allowances of the whitelist sale in place', () => {
    const goodsId = spu('故宫联名香囊（白名单）').goodsId;
    const rows = whitelist.findMany((q) => q.where({ goodsId }));
    expect(rows.map((r) => [r.address, r.num])).toEqual([
      [persona('normal').address, 2],
      [persona('inviter').address, 1],
    ]);
  });

  it('adds 14 filler goods alternating merchants, each SKU with stock left', () => {
    const fillers = spus.all().filter((s) => s.showOrder > CATALOG_SIZE && s.showOrder <= CATALOG_SIZE + 14);
    expect(fillers).toHaveLength(14);
    // 13 catalog goods, 14 fillers, then the goods without a sale time (docs/backend/corrections.md#b8-no-sale-time).
    expect(spus.all().map((s) => s.showOrder)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    fillers.forEach((s, i) => {
      const ks = skusOf(s);
      expect(s.merchantAddress).toBe(persona(i % 2 === 0 ? 'merchant' : 'merchant2').address);
      expect(ks.map((k) => k.expressType)).toEqual(ks.map(() => (i % 3 === 0 ? 0 : 1)));
      expect(ks.every((k) => k.sales < k.total)).toBe(true);
      expect(s.saleTime).toBeLessThanOrEqual(now() - DAY);
      expect(s.saleTime).toBeGreaterThanOrEqual(now() - 60 * DAY);
      // Prices rise by 10 along the first axis and by 20 along the second.
      const base = Number(ks[0]?.price);
      expect(ks.map((k) => Number(k.price) - base)).toEqual([0, 20, 10, 30]);
      expect(s.price).toBe(ks[0]?.price);
    });
  });
});

describe('seeded banners and favorites', () => {
  it('links the first banner to the figure and keeps one off and one expired', () => {
    const t = now();
    const all = banners.all();
    expect(all.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(all[0]).toMatchObject({ target: `/goods/${spu('星际旅人潮玩手办').goodsId}`, status: 1, showOrder: 1 });
    expect(all.map((b) => b.status)).toEqual([1, 1, 1, 1, 1, 0, 1]);
    // Every banner is told apart by its title and picture, and the picture carries its label.
    expect(new Set(all.map((b) => b.title)).size).toBe(7);
    expect(all.every((b) => b.title !== '' && b.cover.includes('label='))).toBe(true);
    // In-app, explorer, and two targets the client must refuse (script and off-list http).
    expect(all.slice(1, 5).map((b) => b.target)).toEqual([
      '/lotteryList',
      'https://mainnet.bityuan.com/',
      'javascript:alert(1)',
      'http://promo.example.com/',
    ]);
    expect(all.slice(0, 6).every((b) => b.startTime === t - 10 * DAY && b.endTime === t + 30 * DAY)).toBe(true);
    expect(all[6]).toMatchObject({ startTime: t - 30 * DAY, endTime: t - DAY, showOrder: 0, target: '/' });
  });

  it('has the normal persona favour every recommended goods, three days ago', () => {
    const favs = favorites.all();
    const recommended = spus.findMany((q) => q.where({ recommended: true })).map((s) => s.goodsId);
    expect(favs.map((f) => f.goodsId)).toEqual(recommended);
    expect(recommended).toHaveLength(4);
    expect(favs.every((f) => f.address === persona('normal').address && f.createTime === now() - 3 * DAY)).toBe(true);
  });
});
