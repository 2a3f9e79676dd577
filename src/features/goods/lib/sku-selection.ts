import type { GoodsDetailVO, GoodsSkuVO } from '@contracts/goods';

/** The most any one order may hold (docs/backend/rules.md#r2-quantity). */
export const MAX_PER_ORDER = 50;

export interface Selection {
  v1: string | null;
  v2: string | null;
}

export function findSku(detail: GoodsDetailVO, sel: Selection): GoodsSkuVO | undefined {
  if (sel.v1 === null || sel.v2 === null) return undefined;
  return detail.v1Skus.find((g) => g.propValue1 === sel.v1)?.v2Skus.find((s) => s.propValue2 === sel.v2)?.sku;
}

/** First SKU that can still be bought, else the first SKU: the picker opens on something sensible. */
export function defaultSelection(detail: GoodsDetailVO): Selection {
  const all = detail.v1Skus.flatMap((g) => g.v2Skus.map((s) => ({ v1: g.propValue1, v2: s.propValue2, sku: s.sku })));
  const pick = all.find((x) => x.sku.stock > 0 && x.sku.orderLimit !== 0) ?? all[0];
  return pick ? { v1: pick.v1, v2: pick.v2 } : { v1: null, v2: null };
}

/** Whether a value of one axis leads to any SKU with stock, given the other axis' choice. */
export function isValueAvailable(detail: GoodsDetailVO, axis: 1 | 2, value: string, other: string | null): boolean {
  const skus = detail.v1Skus.flatMap((g) => g.v2Skus.map((s) => ({ v1: g.propValue1, v2: s.propValue2, sku: s.sku })));
  return skus.some((x) => {
    const mine = axis === 1 ? x.v1 : x.v2;
    const theirs = axis === 1 ? x.v2 : x.v1;
    return mine === value && (other === null || theirs === other) && x.sku.stock > 0;
  });
}

export interface QuantityBounds {
  min: number;
  max: number;
  step: number;
  /** Why nothing can be bought, if so. */
  blocked: 'soldOut' | 'limitReached' | null;
}

/**
 * Stepper bounds (docs/backend/spec-rules.md#validation: min 1, step 1, clamped): at most the stock, the personal
 * remaining limit (−1 = none; the goods-wide and SKU limits both count) and 50; a SKU sold in packs steps by its pack.
 */
export function quantityBounds(sku: GoodsSkuVO, spuLimit: number): QuantityBounds {
  const step = Math.max(1, sku.orderPack);
  const limits = [sku.stock, MAX_PER_ORDER];
  if (sku.orderLimit >= 0) limits.push(sku.orderLimit);
  if (spuLimit >= 0) limits.push(spuLimit);
  const cap = Math.min(...limits);
  const max = Math.floor(cap / step) * step;
  const blocked = sku.stock <= 0 ? 'soldOut' : max < step ? 'limitReached' : null;
  return { min: step, max: Math.max(step, max), step, blocked };
}

export function clampQuantity(value: number, b: QuantityBounds): number {
  if (!Number.isFinite(value)) return b.min;
  const stepped = Math.round(value / b.step) * b.step;
  return Math.min(b.max, Math.max(b.min, stepped));
}
