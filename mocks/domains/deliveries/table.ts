import { OrderExpressVO } from '@contracts/deliveries';
import { z } from 'zod';
import { defineTable } from '../../core/store';
import { datePrefix } from '../goods/table';
import { onTokensDelivered } from '../orders/rules/lifecycle';

export const DAY_MS = 86_400_000;
/** docs/backend/rules.md#r19-shipping: receipt is confirmed automatically 7 days after shipping. */
export const AUTO_CONFIRM_MS = 7 * DAY_MS;
/** docs/backend/rules.md#r21-return-request: a return can be requested within 7 days of the express order time. */
export const RETURN_WINDOW_MS = 7 * DAY_MS;
/** docs/backend/rules.md#r23-return-tracking: a return in transit is confirmed automatically after 5 days. */
export const RETURN_AUTO_CONFIRM_MS = 5 * DAY_MS;
/**
 * The merchant side is simulated by the mock clock (no merchant screens exist): an order created at
 * run time ships SHIP_DELAY_MS after it was placed, and a return request made at run time is approved
 * (return shipment needed, status 5) AUDIT_DELAY_MS after it was made. Running clock: wait a minute;
 * tests and Playwright: POST /__mock/clock {advanceMs: 120000}. Seeded orders stay where they are.
 */
export const SHIP_DELAY_MS = 60_000;
export const AUDIT_DELAY_MS = 60_000;

export const DeliveryRecord = OrderExpressVO.extend({
  /** Run-time orders get the simulated merchant; seeded ones keep their status for demos and stories. */
  merchantSim: z.boolean(),
  /**
   * The status before the pending return request (docs/backend/rules.md#r22-return-audit: refuse goes back to it, or to
   * 4 from 2).
   */
  preApplyStatus: z.number().int().optional(),
});
export type DeliveryRecord = z.infer<typeof DeliveryRecord>;
export const deliveryOrders = defineTable('deliveryOrders', DeliveryRecord);

export function findDelivery(orderId: string): DeliveryRecord | undefined {
  return deliveryOrders.findFirst((q) => q.where({ orderId }));
}

export async function patchDelivery(orderId: string, patch: (r: DeliveryRecord) => void): Promise<void> {
  await deliveryOrders.update((q) => q.where({ orderId }), { data: patch });
}

/** 18 chars like the real ids: yyyyMMdd + "9" + 7-digit serial + 2 digits (a namespace apart from order_info). */
export function nextDeliveryId(at: number): string {
  const last = deliveryOrders.all().reduce((n, o) => Math.max(n, Number(o.orderId.slice(9, 16)) || 0), 0);
  const serial = last + 1;
  return `${datePrefix(at)}9${String(serial).padStart(7, '0')}${String(10 + ((serial * 37) % 90))}`;
}

/** A plausible carrier number, deterministic per order (YT + 13 digits). */
export function trackingNumberFor(orderId: string, salt = 0): string {
  let h = 7 + salt;
  for (const c of orderId) h = (h * 31 + c.charCodeAt(0)) % 10_000_000_000_000;
  return `YT${String(h).padStart(13, '0')}`;
}

/**
 * The jobs of docs/backend/rules.md#r19-shipping, docs/backend/rules.md#r22-return-audit,
 * docs/backend/rules.md#r23-return-tracking plus the simulated merchant, run lazily on the mock clock before every read
 * or write (like sweepExpired for orders), so advancing the clock behaves like time passing.
 */
export async function advanceDeliveries(now: number, onReturned: (o: DeliveryRecord, at: number) => Promise<void>) {
  for (const o of deliveryOrders.all()) {
    if (o.status === 0 && o.merchantSim && now >= o.orderTime + SHIP_DELAY_MS) {
      const at = o.orderTime + SHIP_DELAY_MS;
      await patchDelivery(o.orderId, (r) => {
        r.status = 1;
        r.expressTime = at;
        r.confirmAutoTime = at + AUTO_CONFIRM_MS;
        r.expressCode = trackingNumberFor(r.orderId);
      });
    }
    const cur = findDelivery(o.orderId) as DeliveryRecord;
    if (cur.status === 1 && cur.confirmAutoTime !== undefined && now >= cur.confirmAutoTime) {
      await patchDelivery(o.orderId, (r) => {
        r.status = 2;
        r.confirmTime = r.confirmAutoTime;
      });
    }
    if (
      cur.status === 3 &&
      cur.merchantSim &&
      cur.refundApplyTime !== undefined &&
      now >= cur.refundApplyTime + AUDIT_DELAY_MS
    ) {
      const at = cur.refundApplyTime + AUDIT_DELAY_MS;
      await patchDelivery(o.orderId, (r) => {
        r.status = 5;
        r.refundAuditTime = at;
        r.refundNote = [
          ...(r.refundNote ?? []),
          { type: 'merchant', time: at, note: '同意退货，请寄回商品并填写退货单号', fromStatus: 3, toStatus: 5 },
        ];
      });
    }
    if (cur.status === 6 && cur.refundConfirmAutoTime !== undefined && now >= cur.refundConfirmAutoTime) {
      const at = cur.refundConfirmAutoTime;
      await patchDelivery(o.orderId, (r) => {
        r.status = 7;
        r.refundConfirmTime = at;
        r.refundNote = [
          ...(r.refundNote ?? []),
          { type: 'merchant', time: at, note: 'confirm', fromStatus: 6, toStatus: 7 },
        ];
      });
      await onReturned(findDelivery(o.orderId) as DeliveryRecord, at);
    }
  }
}

/**
 * Ship-directly purchases (expressType 1, docs/backend/rules.md#r13-delivery-job): the merchant's expressNFT makes a
 * delivery order.
 */
type PaidOrder = Parameters<Parameters<typeof onTokensDelivered>[0]>[0];
async function shipPaidOrder(o: PaidOrder): Promise<void> {
  if (o.expressType !== 1 || !o.expressDetail) return;
  if (deliveryOrders.findFirst((q) => q.where({ txHash: o.txHash }))) return;
  const at = o.payTime ?? o.orderTime;
  await deliveryOrders.create({
    orderId: nextDeliveryId(at),
    sellerAddress: o.sellerAddress,
    buyerAddress: o.buyerAddress,
    goodsId: o.goodsId,
    skuId: o.skuId,
    ctId: 1,
    tokenIds: o.tokenIds,
    num: o.tokenIds.length,
    txHash: o.txHash,
    status: 0,
    ...o.expressDetail,
    expressCode: '',
    orderTime: at,
    refundNote: [],
    refundExpressCode: '',
    merchantSim: true,
  });
}
onTokensDelivered(shipPaidOrder);
