import { INVALID, LOST_UPDATE, type ParityRow } from './row';

/**
 * Orders: submit (docs/backend/rules.md r2 to r7, docs/backend/corrections.md#b8-no-sale-time), state refusals
 * (docs/backend/rules.md#r15-cancel, docs/backend/rules.md#r16-refund-apply,
 * docs/backend/corrections.md#b6-refusal-codes), a return transfer not mined yet
 * (docs/backend/corrections.md#b1-pending-hash), an unknown order (docs/backend/codes.md).
 */
export const ORDERS_ROWS: readonly ParityRow[] = [
  {
    id: 'submit.over-50',
    source: 'docs/backend/rules.md#r2-quantity',
    endpoint: 'orders.submit',
    situation: 'quantity 51',
    code: 1,
    zh: '单次最多购买50件',
    en: 'Maximum 50 items per order',
  },
  {
    id: 'submit.stock',
    source: 'docs/backend/rules.md#r4-submit-preconditions',
    endpoint: 'orders.submit',
    situation: 'more than the SKU’s stock',
    code: 1,
    zh: '商品库存不足',
    en: 'Insufficient product stock',
  },
  {
    id: 'submit.limit',
    source: 'docs/backend/rules.md#r6-purchase-limits',
    endpoint: 'orders.submit',
    situation: 'goods whose purchase limit is 0',
    code: 1,
    zh: '购买数量超过限购数量',
    en: 'Order quantity exceeds purchase limit',
  },
  {
    id: 'submit.not-started',
    source: 'docs/backend/rules.md#r4-submit-preconditions',
    endpoint: 'orders.submit',
    situation: 'goods whose sale time has not come yet',
    ...INVALID,
  },
  {
    id: 'submit.pack',
    source: 'docs/backend/rules.md#r4-submit-preconditions',
    endpoint: 'orders.submit',
    situation: 'a quantity that is not a multiple of the SKU’s pack size',
    ...INVALID,
  },
  {
    id: 'submit.no-address',
    source: 'docs/backend/rules.md#r3-express-type',
    endpoint: 'orders.submit',
    situation: 'delivery chosen (expressType 1) without a ship-to address',
    ...INVALID,
  },
  {
    id: 'submit.no-sale-time',
    source: 'docs/backend/corrections.md#b8-no-sale-time, docs/backend/codes.md#framework-errors',
    endpoint: 'orders.submit',
    situation: 'goods with no sale time (a null dereference in OrderService.order)',
    code: 1,
    zh: 'Internal error',
    en: 'Internal error',
  },
  {
    id: 'submit.sales-race',
    source: 'docs/backend/rules.md#r5-sales-counter, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'orders.submit',
    situation: 'the goods-wide sales counter is full although the SKU shows stock (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'refund.pending-hash',
    source: 'docs/backend/corrections.md#b1-pending-hash',
    endpoint: 'orders.refundApply',
    situation: 'the token-return transfer sent but not mined yet when its hash is submitted',
    code: 1,
    zh: '无效的交易哈希',
    en: 'Invalid transaction hash',
  },
  {
    id: 'cancel.not-pending',
    source: 'docs/backend/rules.md#r15-cancel, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'orders.cancel',
    situation: 'cancelling a paid order (lost conditional update)',
    ...LOST_UPDATE,
  },
  {
    id: 'refund.unpaid',
    source: 'docs/backend/rules.md#r16-refund-apply, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'orders.refundApply',
    situation: 'refund apply on an order that is not paid (status ≠ 1)',
    ...INVALID,
  },
  {
    id: 'refund.window',
    source: 'docs/backend/rules.md#r16-refund-apply, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'orders.refundApply',
    situation: 'refund apply 7 days or more after the order time',
    ...INVALID,
  },
  {
    id: 'order.unknown',
    source: 'docs/backend/codes.md#code-table',
    endpoint: 'orders.detail',
    situation: 'an order id that does not exist',
    ...INVALID,
  },
];
