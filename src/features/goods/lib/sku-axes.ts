import type { GoodsDetailVO } from '@contracts/goods';

export interface SkuAxis {
  n: 1 | 2;
  /** The backend's axis title (e.g. 颜色); empty when it sends none. */
  title: string;
  values: string[];
}

/** The two property axes of a goods and their values, in the backend's order (the picker and its placeholder). */
export function skuAxes(detail: GoodsDetailVO): [SkuAxis, SkuAxis] {
  return [
    { n: 1, title: detail.skuProp.title1, values: detail.v1Skus.map((g) => g.propValue1) },
    {
      n: 2,
      title: detail.skuProp.title2,
      values: [...new Set(detail.v1Skus.flatMap((g) => g.v2Skus.map((s) => s.propValue2)))],
    },
  ];
}
