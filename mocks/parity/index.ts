/**
 * Parity of refusals: each refusal of docs/backend/codes.md, docs/backend/rules.md and docs/backend/corrections.md (the
 * real backend, web3chat/mall-web3), with the endpoint, the situation, and the exact code and texts the real backend sends. `parity.test.ts` beside it
 * drives the mock into every row that has no `notProduced` and compares code and text in zh and en; a row
 * the mock cannot produce says why. Texts are written out (not looked up in messages.ts) so this table can
 * be read against docs/backend/ on its own.
 */
import { ADDRESSES_ROWS } from './addresses';
import { AUTH_ROWS } from './auth';
import { BEYOND_THE_SHOP_ROWS } from './beyond-the-shop';
import { CHAIN_ROWS } from './chain';
import { DELIVERIES_ROWS } from './deliveries';
import { GOODS_ROWS } from './goods';
import { NOT_SERVED_ROWS } from './not-served';
import { ORDERS_ROWS } from './orders';
import { PAYMENTS_ROWS } from './payments';
import type { ParityRow } from './row';
import { SESSION_ROWS } from './session';

/** Every row, one file per domain of the mock (plus the session and what lies beyond the shop). */
export const PARITY_TABLE: readonly ParityRow[] = [
  ...SESSION_ROWS,
  ...AUTH_ROWS,
  ...ORDERS_ROWS,
  ...PAYMENTS_ROWS,
  ...CHAIN_ROWS,
  ...DELIVERIES_ROWS,
  ...ADDRESSES_ROWS,
  ...GOODS_ROWS,
  ...NOT_SERVED_ROWS,
  ...BEYOND_THE_SHOP_ROWS,
];
