import { MerchantVO } from '@contracts/goods';
import { OrderInfoVO, type OrderVO, TokenMetaVO } from '@contracts/orders';
import { shopSlot } from '../../../core/shop';
import { generation } from '../../../core/store';
import { findSku, releaseStock } from '../../goods/rules/stock';
import { merchants } from '../../goods/table';
import { type OrderRecord, orders, REFUND_WINDOW_MS } from '../table';
import { countUsage } from './purchase-limits';

/**
 * Order state helpers shared by the orders and payments resolvers. The real backend expires unpaid
 * orders with a job every second; the mock does it lazily on the mock clock (`sweepExpired(now)` before
 * any read or write), so clock.advance() in tests behaves like time passing.
 */
export function findOrder(orderId: string): OrderRecord | undefined {
  return orders.findFirst((q) => q.where({ orderId }));
}

/** Gives the order's units back to stock and to the buyer's purchase limits (cancel and expiry). */
async function giveBack(o: OrderRecord): Promise<void> {
  await releaseStock(o.skuId, o.num);
  await countUsage(o.goodsId, o.skuId, o.buyerAddress, -o.num);
}

/**
 * The earliest expireTime among unpaid orders when last scanned (a lower bound: paying or cancelling
 * only raises the true value), valid for one store generation. Every read and write sweeps first, and
 * without this each sweep scanned the whole orders table.
 */
const due = shopSlot('order-due', () => ({ nextDue: Number.NEGATIVE_INFINITY, generation: -1 }));

/** A new unpaid order (submit): the next sweep must not skip past its deadline. */
export function noteUnpaid(expireTime: number): void {
  const d = due();
  d.nextDue = Math.min(d.nextDue, expireTime);
}

/** docs/backend/rules.md#r1-order-expiry: unpaid orders past expireTime become status 3 and release what they held. */
export async function sweepExpired(now: number): Promise<number> {
  const d = due();
  if (d.generation === generation() && now < d.nextDue) return 0;
  // An offline payment awaiting the merchant does not expire: the admin decides it
  // (docs/backend/admin-generation.md#rest-offline-payment).
  const expired = orders
    .findMany((q) => q.where({ status: 0, expireTime: (t) => t <= now }))
    .filter((o) => o.offlinePayState !== 1);
  for (const o of expired) {
    await orders.update((q) => q.where({ orderId: o.orderId }), {
      data(r) {
        r.status = 3;
      },
    });
    await giveBack(o);
  }
  const unpaid = orders.findMany((q) => q.where({ status: 0 })).filter((o) => o.offlinePayState !== 1);
  d.nextDue = unpaid.reduce((min, o) => Math.min(min, o.expireTime), Number.POSITIVE_INFINITY);
  d.generation = generation();
  return expired.length;
}

/** docs/backend/rules.md#r15-cancel: status 0 → 2 with cancelTime; the caller has checked status and ownership. */
export async function cancelOrder(o: OrderRecord, now: number): Promise<void> {
  await orders.update((q) => q.where({ orderId: o.orderId }), {
    data(r) {
      r.status = 2;
      r.cancelTime = now;
    },
  });
  await giveBack(o);
}

export function canRefund(o: OrderRecord, now: number): boolean {
  return o.status === 1 && now - o.orderTime < REFUND_WINDOW_MS;
}

/** The wire OrderVO: `info` stripped of internal fields, `meta` from the SKU, the seller's MerchantVO. */
export function toOrderVO(o: OrderRecord, opts: { now: number; withCanRefund: boolean }): OrderVO | undefined {
  const sku = findSku(o.skuId);
  const merchant = merchants.findFirst((q) => q.where({ address: o.sellerAddress }));
  if (!sku || !merchant) return undefined;
  // A stale status 0 past its window reads as expired even before a sweep has written it.
  const status = o.status === 0 && o.expireTime <= opts.now && o.offlinePayState !== 1 ? 3 : o.status;
  const info = OrderInfoVO.parse({
    ...o,
    status,
    ...(opts.withCanRefund ? { canRefund: canRefund(o, opts.now) } : {}),
  });
  return { info, meta: TokenMetaVO.parse(sku), merchant: MerchantVO.parse(merchant) };
}

export async function patchOrder(orderId: string, patch: (r: OrderRecord) => void): Promise<void> {
  await orders.update((q) => q.where({ orderId }), { data: patch });
}

/**
 * Token delivery after payment (docs/backend/rules.md#r13-delivery-job). The real job transfers the NFTs from the
 * merchant's inside wallet a second later; the mock delivers at once. Other domains (assets) register a listener to
 * credit the buyer's holdings; see `onTokensDelivered`.
 */
export type DeliveryListener = (o: OrderRecord) => Promise<void> | void;
const listeners: DeliveryListener[] = [];

export function onTokensDelivered(fn: DeliveryListener): void {
  if (!listeners.includes(fn)) listeners.push(fn);
}

export async function notifyDelivered(o: OrderRecord): Promise<void> {
  for (const fn of listeners) await fn(o);
}

/**
 * Refund apply (docs/backend/rules.md#r16-refund-apply): the buyer's tokens went back to the merchant with the verified
 * return tx. The assets domain may register here to move them out of the buyer's holdings.
 */
const refundListeners: DeliveryListener[] = [];

export function onRefundReturned(fn: DeliveryListener): void {
  if (!refundListeners.includes(fn)) refundListeners.push(fn);
}

export async function notifyRefundReturned(o: OrderRecord): Promise<void> {
  for (const fn of refundListeners) await fn(o);
}
