import { type SkuRecord, type SpuRecord, skus, spus } from '../table';

/**
 * Stock moves only through these helpers so SKU and SPU counters stay in step (stock = total − sales,
 * the real DB's generated column). Callers run under implement()'s POST lock, which makes each
 * check-then-write atomic: limited stock is never oversold.
 */
export function findSku(skuId: string): SkuRecord | undefined {
  return skus.findFirst((q) => q.where({ skuId }));
}

export function findSpu(goodsId: string): SpuRecord | undefined {
  return spus.findFirst((q) => q.where({ goodsId }));
}

/** The SKUs a blind-box SPU sells (the box itself) or every SKU of normal goods. */
export function saleSkusOf(spu: SpuRecord): SkuRecord[] {
  const all = skus.findMany((q) => q.where({ goodsId: spu.goodsId }));
  return spu.type === 1 ? all.filter((k) => k.blindBoxType === 1) : all;
}

async function moveSales(skuId: string, delta: number): Promise<boolean> {
  const sku = findSku(skuId);
  if (!sku) return false;
  const spu = findSpu(sku.goodsId);
  if (!spu) return false;
  // The real conditional update: total ≥ sales + num, on both rows; never below zero on release.
  if (sku.sales + delta > sku.total || sku.sales + delta < 0) return false;
  const countsOnSpu = spu.type !== 1 || sku.blindBoxType === 1;
  if (countsOnSpu && (spu.sales + delta > spu.total || spu.sales + delta < 0)) return false;
  await skus.update((q) => q.where({ skuId }), {
    data(r) {
      r.sales += delta;
      r.stock = r.total - r.sales;
    },
  });
  if (countsOnSpu) {
    await spus.update((q) => q.where({ goodsId: spu.goodsId }), {
      data(r) {
        r.sales += delta;
        r.stock = r.total - r.sales;
      },
    });
  }
  return true;
}

/** Reserves `num` units; false when the stock is short (nothing changes then). */
export function reserveStock(skuId: string, num: number): Promise<boolean> {
  return moveSales(skuId, num);
}

/** Gives back the units of a cancelled or expired order. */
export function releaseStock(skuId: string, num: number): Promise<boolean> {
  return moveSales(skuId, -num);
}

export const TOKEN_PREFIX_FACTOR = 100_000_000;

/** Allocates `num` fresh token ids for a SKU: prefix·1e8 + serial (docs/backend/wire.md#token-ids). */
export async function allocateTokenIds(skuId: string, num: number): Promise<number[]> {
  const sku = findSku(skuId);
  if (!sku) throw new Error(`allocateTokenIds: unknown sku ${skuId}`);
  const ids = Array.from({ length: num }, (_, i) => sku.tokenPrefix * TOKEN_PREFIX_FACTOR + sku.tokenSerial + 1 + i);
  await skus.update((q) => q.where({ skuId }), {
    data(r) {
      r.tokenSerial += num;
    },
  });
  return ids;
}

/** Prize SKUs of a blind box (blindBoxType 0) with their chance in basis points, weighted by stock. */
export function prizeOdds(goodsId: string): Array<{ sku: SkuRecord; bp: number }> {
  const prizes = skus.findMany((q) => q.where({ goodsId, blindBoxType: 0 }));
  const pool = prizes.reduce((n, k) => n + Math.max(0, k.stock), 0);
  return prizes.map((sku) => ({
    sku,
    bp: pool === 0 ? 0 : Math.round((Math.max(0, sku.stock) * 10_000) / pool),
  }));
}

/**
 * docs/backend/rules.md#r31-blind-box: one prize among the box's `blindBoxType = 0` SKUs, drawn at random weighted by
 * remaining stock; its stock is taken. `random` is injected so tests and the seed stay deterministic.
 */
export async function drawBlindBoxPrize(goodsId: string, random: () => number): Promise<SkuRecord | undefined> {
  const prizes = skus.findMany((q) => q.where({ goodsId, blindBoxType: 0 })).filter((k) => k.stock > 0);
  const pool = prizes.reduce((n, k) => n + k.stock, 0);
  if (pool === 0) return undefined;
  let ticket = Math.floor(random() * pool);
  for (const k of prizes) {
    if (ticket < k.stock) {
      await moveSales(k.skuId, 1);
      return findSku(k.skuId);
    }
    ticket -= k.stock;
  }
  return undefined;
}
