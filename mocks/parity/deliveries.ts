import { INVALID, type ParityRow, withArgs } from './row';

/**
 * Deliveries (docs/backend/rules.md r20 to r23 and r30, docs/backend/codes.md,
 * docs/backend/corrections.md#b6-refusal-codes).
 */
export const DELIVERIES_ROWS: readonly ParityRow[] = [
  {
    id: 'express.confirm-wrong-status',
    source: 'docs/backend/rules.md#r20-confirm-receipt, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'deliveries.confirm',
    situation: 'confirm receipt of an order that is not shipped (status ≠ 1)',
    ...INVALID,
  },
  {
    id: 'express.return-not-allowed',
    source: 'docs/backend/rules.md#r21-return-request, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request from status 4 (return refused)',
    ...INVALID,
  },
  {
    id: 'express.return-window',
    source: 'docs/backend/rules.md#r21-return-request, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request 7 days or more after the express order time',
    ...INVALID,
  },
  {
    id: 'express.numbers-wrong-status',
    source: 'docs/backend/rules.md#r23-return-tracking, docs/backend/corrections.md#b6-refusal-codes',
    endpoint: 'deliveries.refundExpress',
    situation: 'return tracking numbers while not in status 5 (return approved)',
    ...INVALID,
  },
  {
    id: 'express.bad-number',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r30-tracking-input',
    endpoint: 'deliveries.refundExpress',
    // OrderController.refundExpress: split on , and ，, blanks dropped, `isNotEmpty(codes, "快递单号错误")`, before
    // the order is read; any non-blank part is accepted as it is ('bad!' too).
    situation: 'tracking numbers that are only separators and blanks, checked before the order',
    ...withArgs('快递单号错误'),
  },
];
