import type { ParityRow } from './row';

/** Goods (docs/backend/codes.md). */
export const GOODS_ROWS: readonly ParityRow[] = [
  {
    id: 'goods.unknown',
    source: 'docs/backend/codes.md#code-table',
    endpoint: 'goods.detail',
    situation: 'a goods id that does not exist',
    code: 1,
    zh: '商品编号不存在',
    en: 'Product ID does not exist',
  },
];
