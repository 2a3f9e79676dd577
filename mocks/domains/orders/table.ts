import { Address, Bool01 } from '@contracts/core/primitives';
import { ExpressDetail, OrderInfoVO } from '@contracts/orders';
import { z } from 'zod';
import { defineTable } from '../../core/store';
import { datePrefix } from '../goods/table';

export const ORDER_EXPIRE_MS = 30 * 60_000;
export const REFUND_WINDOW_MS = 7 * 86_400_000;

export const OrderRecord = OrderInfoVO.omit({ canRefund: true }).extend({
  deleteStatus: Bool01,
  expressType: Bool01,
  expressDetail: ExpressDetail.optional(),
  /** Paid by the offline channel (no chain transfer). */
  offline: z.boolean(),
  unfreezeTime: z.number().optional(),
});
export type OrderRecord = z.infer<typeof OrderRecord>;
export const orders = defineTable('orders', OrderRecord);

/**
 * Usage against purchase limits, per (goods, sku, address); skuId "0" is the goods-wide row
 * (docs/backend/rules.md#r6-purchase-limits).
 */
export const orderLimits = defineTable(
  'orderLimits',
  z.object({
    goodsId: z.string(),
    skuId: z.string(),
    address: Address,
    num: z.number().int(),
  }),
);

/**
 * 18 chars: yyyyMMdd + 8-digit serial + 2 random digits (RedisIdComponent.nextOrderId). The serial
 * continues from the table, so it survives resets and restored state files.
 */
export function nextOrderId(at: number, random: () => number): string {
  const last = orders.all().reduce((n, o) => Math.max(n, Number(o.orderId.slice(8, 16)) || 0), 0);
  const tail = String(10 + Math.floor(random() * 90));
  return `${datePrefix(at)}${String(last + 1).padStart(8, '0')}${tail}`;
}
