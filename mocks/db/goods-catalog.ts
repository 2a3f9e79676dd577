/**
 * The hand-written part of the shop: goods that exercise every rule (types, sale types, limits, stock
 * edges, physical vs token-only, blind boxes). Filler goods for scrolling come from faker in goods.ts.
 */
export interface SkuSeed {
  v1: string;
  v2: string;
  price: string;
  total: number;
  sales: number;
  /** −1 unlimited, 0 cannot buy, n per address. */
  limit?: number;
  orderPack?: number;
  blindBox?: boolean;
}

export interface GoodsSeed {
  key: string;
  merchant: 'merchant' | 'merchant2';
  type: 0 | 1 | 2;
  saleType?: 0 | 1;
  name: string;
  des: string;
  titles: [string, string];
  expressType: 0 | 1;
  skus: SkuSeed[];
  /** Days relative to now: negative is in the past. null: no sale time at all (B8; the column is nullable). */
  saleInDays?: number | null;
  /** Whitelist sale turns normal this many days from now. */
  normalInDays?: number;
  status?: number;
  recommended?: boolean;
  /** Addresses (persona keys) on the whitelist with their allowance. */
  whitelist?: Record<string, number>;
}

import { CATALOG_MORE } from './goods-catalog-more';

const sizes = ['标准版', '豪华版'];

export const CATALOG: GoodsSeed[] = [
  {
    key: 'figure',
    merchant: 'merchant',
    type: 0,
    name: '星际旅人潮玩手办',
    des: '设计师联名款，含收藏证书',
    titles: ['颜色', '尺寸'],
    expressType: 1,
    recommended: true,
    skus: [
      {
        v1: '星空蓝',
        v2: sizes[0] as string,
        price: '199',
        total: 200,
        sales: 57,
      },
      {
        v1: '星空蓝',
        v2: sizes[1] as string,
        price: '299.9',
        total: 50,
        sales: 50,
      },
      {
        v1: '烈焰红',
        v2: sizes[0] as string,
        price: '209',
        total: 120,
        sales: 33,
      },
      {
        v1: '烈焰红',
        v2: sizes[1] as string,
        price: '329.5',
        total: 30,
        sales: 12,
      },
    ],
  },
  {
    key: 'dunhuang',
    merchant: 'merchant',
    type: 0,
    name: '敦煌飞天数字藏品',
    des: '链上确权，仅限数字持有',
    titles: ['款式', '版本'],
    expressType: 0,
    recommended: true,
    skus: [
      {
        v1: '飞天',
        v2: '普通版',
        price: '9.9',
        total: 1000,
        sales: 388,
        limit: 5,
      },
      { v1: '飞天', v2: '典藏版', price: '99', total: 10, sales: 7, limit: 5 },
      {
        v1: '九色鹿',
        v2: '普通版',
        price: '9.9',
        total: 1000,
        sales: 120,
        limit: 5,
      },
      {
        v1: '九色鹿',
        v2: '典藏版',
        price: '128',
        total: 20,
        sales: 20,
        limit: 5,
      },
    ],
  },
  {
    key: 'shanhai',
    merchant: 'merchant',
    type: 1,
    name: '山海经神兽盲盒',
    des: '五款神兽随机掉落，隐藏款麒麟',
    titles: ['系列', '规格'],
    expressType: 0,
    recommended: true,
    skus: [
      {
        v1: '神兽系列',
        v2: '单盒',
        price: '39',
        total: 100,
        sales: 0,
        limit: 10,
        blindBox: true,
      },
      { v1: '青龙', v2: '奖品', price: '39', total: 30, sales: 0 },
      { v1: '白虎', v2: '奖品', price: '39', total: 30, sales: 0 },
      { v1: '朱雀', v2: '奖品', price: '39', total: 20, sales: 0 },
      { v1: '玄武', v2: '奖品', price: '39', total: 15, sales: 0 },
      { v1: '麒麟（隐藏款）', v2: '奖品', price: '39', total: 5, sales: 0 },
    ],
  },
  {
    key: 'sachet',
    merchant: 'merchant',
    type: 0,
    saleType: 1,
    name: '故宫联名香囊（白名单）',
    des: '白名单优先购，三日后公开发售',
    titles: ['香型', '包装'],
    expressType: 1,
    normalInDays: 3,
    whitelist: { normal: 2, inviter: 1 },
    skus: [
      {
        v1: '沉香',
        v2: '礼盒装',
        price: '168',
        total: 300,
        sales: 41,
        limit: 4,
      },
      {
        v1: '檀香',
        v2: '礼盒装',
        price: '168',
        total: 300,
        sales: 19,
        limit: 4,
      },
    ],
  },
  {
    key: 'badge',
    merchant: 'merchant',
    type: 0,
    name: '国潮熊猫徽章',
    des: '已售罄，敬请期待补货',
    titles: ['颜色', '尺寸'],
    expressType: 1,
    skus: [
      { v1: '黑白', v2: '小号', price: '29.9', total: 80, sales: 80 },
      { v1: '彩色', v2: '小号', price: '35', total: 80, sales: 80 },
    ],
  },
  ...CATALOG_MORE,
];
