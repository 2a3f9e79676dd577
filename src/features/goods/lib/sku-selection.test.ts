import type { GoodsSkuVO } from '@contracts/goods';
import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityBounds } from './sku-selection';

const sku = (over: Partial<GoodsSkuVO>): GoodsSkuVO => ({
  skuId: 's1',
  propValue1: 'a',
  propValue2: 'b',
  name: 'n',
  tokenName: 't',
  cover: '',
  price: '9.9',
  total: 100,
  sales: 0,
  stock: 100,
  orderLimit: -1,
  orderPack: 1,
  expressType: 0,
  blindBoxType: 0,
  traceHash: '',
  ...over,
});

describe('quantityBounds', () => {
  it('caps at 50 when nothing else limits', () => {
    expect(quantityBounds(sku({}), -1)).toEqual({ min: 1, max: 50, step: 1, blocked: null });
  });
  it('caps at the stock, the SKU limit and the goods limit, whichever is lowest', () => {
    expect(quantityBounds(sku({ stock: 3 }), -1).max).toBe(3);
    expect(quantityBounds(sku({ orderLimit: 5 }), -1).max).toBe(5);
    expect(quantityBounds(sku({ orderLimit: 5 }), 2).max).toBe(2);
  });
  it('reports sold-out and reached limits', () => {
    expect(quantityBounds(sku({ stock: 0 }), -1).blocked).toBe('soldOut');
    expect(quantityBounds(sku({ orderLimit: 0 }), -1).blocked).toBe('limitReached');
  });
  it('steps by the pack size', () => {
    expect(quantityBounds(sku({ orderPack: 2, stock: 7 }), -1)).toMatchObject({ min: 2, max: 6, step: 2 });
  });
});

describe('clampQuantity', () => {
  const b = quantityBounds(sku({ stock: 3 }), -1);
  it.each([
    [0, 1],
    [-4, 1],
    [2, 2],
    [9, 3],
    [Number.NaN, 1],
  ])('%d → %d', (input, out) => {
    expect(clampQuantity(input, b)).toBe(out);
  });
});
