import { InvoiceVO } from '@contracts/invoices';
import { z } from 'zod';
import { restDateTime } from '../../core/rest-time';
import { defineTable } from '../../core/store';
import { findSku, findSpu } from '../goods/rules/stock';
import { type OrderRecord, orders } from '../orders/table';
import { findUser } from '../users/table';

/**
 * One invoice application per order (the latest; a cancelled one is replaced by a new application).
 * Times as epoch ms, the owner's address kept; never-applied orders have no row (state 0 is derived).
 */
export const InvoiceRecord = InvoiceVO.omit({
  createTime: true,
  updateTime: true,
  goodsName: true,
  goodsCover: true,
  uid: true,
  invoiceAmount: true,
}).extend({
  address: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecord>;
export const invoices = defineTable('invoices', InvoiceRecord);

/**
 * Orders that can carry an invoice: paid (1), or paid with the refund refused (5: the sale stands).
 * Pending, cancelled, expired and refunded or refunding orders cannot.
 */
export const INVOICEABLE_STATUSES: readonly number[] = [1, 5];

export function invoiceableOrders(address: string): OrderRecord[] {
  return orders
    .findMany((q) => q.where({ buyerAddress: address.toLowerCase(), deleteStatus: 0 }))
    .filter((o) => INVOICEABLE_STATUSES.includes(o.status))
    .sort((a, b) => b.orderTime - a.orderTime || b.orderId.localeCompare(a.orderId));
}

export function findInvoice(orderId: string): InvoiceRecord | undefined {
  return invoices.findFirst((q) => q.where({ orderId }));
}

/** The wire view of an order's invoice: state 0 with empty fields when never applied. */
export function toInvoiceVO(order: OrderRecord, inv: InvoiceRecord | undefined): InvoiceVO {
  const sku = findSku(order.skuId);
  const spu = findSpu(order.goodsId);
  const base = {
    orderId: order.orderId,
    uid: findUser(order.buyerAddress)?.uid ?? 0,
    invoiceAmount: Number(order.amount),
    goodsName: sku?.name ?? spu?.name ?? '',
    goodsCover: sku?.cover ?? spu?.cover ?? '',
  };
  if (!inv)
    return InvoiceVO.parse({
      ...base,
      invoiceState: 0,
      type: 0,
      titleType: 0,
      title: '',
      tin: '',
      registerAddress: '',
      registerPhone: '',
      bankName: '',
      bankCardCode: '',
    });
  const { address: _a, createTime, updateTime, ...rest } = inv;
  return { ...rest, ...base, createTime: restDateTime(createTime), updateTime: restDateTime(updateTime) };
}
