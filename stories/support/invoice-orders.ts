import { findInvoice, invoiceableOrders, persona } from '../../mocks/stories';

/** The seeded `normal` shopper's paid orders by invoice state (0 = never applied), latest first. */
export function invoiceOrder(state: 0 | 1 | 2 | 3): string {
  const order = invoiceableOrders(persona('normal').address).find(
    (o) => (findInvoice(o.orderId)?.invoiceState ?? 0) === state,
  );
  if (!order) throw new Error(`the seed has no order with invoice state ${state}`);
  return order.orderId;
}
