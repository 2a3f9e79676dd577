import { INVALID, type ParityRow, withArgs } from './row';

/** Deliveries (§7 r20–23, r30, §3, B6). */
export const DELIVERIES_ROWS: readonly ParityRow[] = [
  {
    id: 'express.confirm-wrong-status',
    source: '§7 r20, B6',
    endpoint: 'deliveries.confirm',
    situation: 'confirm receipt of an order that is not shipped (status ≠ 1)',
    ...INVALID,
  },
  {
    id: 'express.return-not-allowed',
    source: '§7 r21, B6',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request from status 4 (return refused)',
    ...INVALID,
  },
  {
    id: 'express.return-window',
    source: '§7 r21, B6',
    endpoint: 'deliveries.refundApply',
    situation: 'a return request 7 days or more after the express order time',
    ...INVALID,
  },
  {
    id: 'express.numbers-wrong-status',
    source: '§7 r23, B6',
    endpoint: 'deliveries.refundExpress',
    situation: 'return tracking numbers while not in status 5 (return approved)',
    ...INVALID,
  },
  {
    id: 'express.bad-number',
    source: '§3, §7 r30',
    endpoint: 'deliveries.refundExpress',
    // OrderController.refundExpress: split on , and ，, blanks dropped, `isNotEmpty(codes, "快递单号错误")`, before
    // the order is read; any non-blank part is accepted as it is ('bad!' too).
    situation: 'tracking numbers that are only separators and blanks, checked before the order',
    ...withArgs('快递单号错误'),
  },
];
