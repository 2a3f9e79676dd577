import { InvoiceVO } from '@contracts/invoices';
import { z } from 'zod';
import { mockImage } from '../core/image-urls';
import { persona } from '../core/personas';
import { restDateTime } from '../core/rest-time';
import type { SeedContext } from '../core/seed-context';
import { defineTable } from '../core/store';
import { type OrderRecord, orders } from '../domains/orders/table';
import { findSku, findSpu } from '../domains/goods/rules/stock';
import { findUser } from './users';

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

const HOUR = 3_600_000;
/** A valid 统一社会信用代码 for the seeded companies (checked by the contract's USCC test). */
export const DEMO_TIN = '91350100M000100Y43';

/** `normal` gets one invoice in each state 1–3 (two issued: ordinary and VAT special); the rest stay 0. */
export async function seedInvoices(s: SeedContext): Promise<void> {
  const who = persona('normal').address;
  const paid = invoiceableOrders(who);
  const company = {
    titleType: 1 as const,
    title: '杭州链上好物科技有限公司',
    tin: DEMO_TIN,
    registerAddress: '浙江省杭州市西湖区文三路 90 号',
    registerPhone: '0571-88886666',
    bankName: '招商银行杭州分行',
    bankCardCode: '571908765410801',
  };
  const person = {
    titleType: 0 as const,
    title: '张小明',
    tin: '',
    registerAddress: '',
    registerPhone: '',
    bankName: '',
    bankCardCode: '',
  };
  const plan: Array<Pick<InvoiceRecord, 'invoiceState' | 'type'> & { who: typeof company | typeof person }> = [
    { invoiceState: 1, type: 0, who: person },
    { invoiceState: 2, type: 0, who: person },
    { invoiceState: 3, type: 0, who: company },
    { invoiceState: 2, type: 1, who: company },
  ];
  for (const [i, p] of plan.entries()) {
    const order = paid[i];
    if (!order) break;
    const createTime = Math.min(s.now - 60_000, (order.payTime ?? order.orderTime) + HOUR);
    await invoices.create({
      orderId: order.orderId,
      address: who,
      invoiceState: p.invoiceState,
      type: p.type,
      ...p.who,
      email: `invoice${s.faker.number.int({ min: 100, max: 999 })}@example.com`,
      createTime,
      updateTime: p.invoiceState === 1 ? createTime : Math.min(s.now, createTime + 6 * HOUR),
      ...(p.invoiceState === 2 ? { electronicImage: mockImage('notice', `invoice-${order.orderId}`, '电子发票') } : {}),
    });
  }
}
