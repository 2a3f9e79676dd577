import { findInvoice, invoiceableOrders, persona } from '../../mocks/stories';

/** The seeded `normal` shopper's paid orders by invoice state (0 = never applied), latest first. */
export function invoiceOrder(state: 0 | 1 | 2 | 3): string {
  const order = invoiceableOrders(persona('normal').address).find(
    (o) => (findInvoice(o.orderId)?.invoiceState ?? 0) === state,
  );
  if (!order) throw new Error(`the seed has no order with invoice state ${state}`);
  return order.orderId;
}

/**
 * Where an invoice page's story opens (pageAt's `from`), chosen in its beforeEach: `at(state)` takes the seeded
 * order in that invoice state, `go(url)` any URL; `url()` reads it back for the play's checks.
 */
export function invoicePageStart(base: '/receipt-apply' | '/receipt-detail') {
  let url = '';
  return {
    at: (state: 0 | 1 | 2 | 3) => () => {
      url = `${base}/${invoiceOrder(state)}`;
    },
    go: (to: string) => () => {
      url = to;
    },
    url: () => url,
  };
}
