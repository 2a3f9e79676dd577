import type { SkuRecord, SpuRecord } from '../../goods/table';
import { whitelist } from '../../goods/table';
import { orderLimits } from '../table';

/**
 * Purchase limits (docs/backend/rules.md#r6-purchase-limits, docs/backend/rules.md#r7-whitelist-limit): −1 unlimited, 0
 * cannot buy, n per address. During a whitelist sale (saleType 1 before saleTimeNormal) the limit is the caller's whitelist allowance (none → 0).
 */
export function configuredLimit(spu: SpuRecord, limitNum: number, address: string | null, now: number): number {
  const whitelistPhase = spu.saleType === 1 && (spu.saleTimeNormal === undefined || now < spu.saleTimeNormal);
  if (!whitelistPhase) return limitNum;
  if (!address) return 0;
  return whitelist.findFirst((q) => q.where({ goodsId: spu.goodsId, address }))?.num ?? 0;
}

/** Units already counted against a limit; skuId "0" is the goods-wide row. */
export function usedUnits(goodsId: string, skuId: string, address: string | null): number {
  if (!address) return 0;
  return orderLimits.findFirst((q) => q.where({ goodsId, skuId, address }))?.num ?? 0;
}

/** The remaining limit as the VO shows it: −1 stays −1, otherwise floored at 0. */
export function remaining(limit: number, used: number): number {
  return limit < 0 ? -1 : Math.max(0, limit - used);
}

export function skuRemaining(spu: SpuRecord, sku: SkuRecord, address: string | null, now: number): number {
  return remaining(configuredLimit(spu, sku.limitNum, address, now), usedUnits(spu.goodsId, sku.skuId, address));
}

export function spuRemaining(spu: SpuRecord, address: string | null, now: number): number {
  return remaining(configuredLimit(spu, spu.limitNum, address, now), usedUnits(spu.goodsId, '0', address));
}

/**
 * Whether `num` more units fit. The real backend inserts a first usage row without checking it
 * (docs/backend/rules.md#r6-purchase-limits); the mock checks every purchase, so a first order cannot exceed the limit
 * either.
 */
export function fitsLimit(spu: SpuRecord, sku: SkuRecord, address: string, num: number, now: number): boolean {
  const skuLimit = configuredLimit(spu, sku.limitNum, address, now);
  if (skuLimit === 0) return false;
  if (skuLimit < 0) return true;
  return (
    usedUnits(spu.goodsId, sku.skuId, address) + num <= skuLimit &&
    usedUnits(spu.goodsId, '0', address) + num <= skuLimit
  );
}

/** Adds (or, with a negative `num`, gives back) usage on the SKU row and the goods-wide row. */
export async function countUsage(goodsId: string, skuId: string, address: string, num: number): Promise<void> {
  for (const key of [skuId, '0']) {
    const row = orderLimits.findFirst((q) => q.where({ goodsId, skuId: key, address }));
    if (row) {
      await orderLimits.update((q) => q.where({ goodsId, skuId: key, address }), {
        data(r) {
          r.num = Math.max(0, r.num + num);
        },
      });
    } else if (num > 0) await orderLimits.create({ goodsId, skuId: key, address, num });
  }
}
