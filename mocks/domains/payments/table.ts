import { Address } from '@contracts/core/primitives';
import { z } from 'zod';
import { defineTable } from '../../core/store';

/**
 * How long the per-user price quote of /pay-type stays good for /pay (docs/backend/rules.md#r8-pricing,
 * docs/backend/rules.md#r9-quote).
 */
export const QUOTE_TTL_MS = 10 * 60_000;
/** The demo operation password of every persona (there is no endpoint to set one); listed in the README. */
export const DEMO_OPERATION_PASSWORD = '123456';

/**
 * sys_hash_used: a tx hash pays once only (docs/backend/rules.md#r11-hash-reuse); a refund's return transfer is
 * recorded here too.
 */
export const usedHashes = defineTable(
  'usedHashes',
  z.object({ hash: z.string(), orderId: z.string(), time: z.number() }),
);

/**
 * The per-user price quote /pay-type caches for 10 min and /pay requires (docs/backend/rules.md#r8-pricing,
 * docs/backend/rules.md#r9-quote).
 */
export const priceQuotes = defineTable(
  'priceQuotes',
  z.object({
    address: Address,
    time: z.number(),
    prices: z.array(z.object({ chainType: z.number().int(), price: z.string() })),
  }),
);

/** The offline channel's operation password per user (checked by /offline-pay). */
export const operationPasswords = defineTable(
  'operationPasswords',
  z.object({ address: Address, password: z.string() }),
);
