import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Money and amounts: the real backend serialises BigDecimal as a plain decimal string with trailing
 * zeros stripped ("9.9", "0", never 9.90 or 1E+2). Arithmetic happens in src/lib/money.ts on integers.
 */
export const Decimal = lazySchema(() =>
  z.string().regex(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/, 'a plain decimal string such as "9.9"'),
);

/** All real timestamps are epoch milliseconds. */
export const EpochMs = lazySchema(() => z.number().int().nonnegative());

/** 0x + 40 hex. The real backend stores and returns addresses lower-cased. */
export const Address = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an 0x address of 40 hex digits'));
export const TxHash = lazySchema(() =>
  z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a transaction hash: 0x and 64 hex digits'),
);

/** Empty until set (e.g. payHash before payment). */
export const TxHashOrEmpty = lazySchema(() => z.union([TxHash, z.literal('')]));

/** CommonEnum.BoolEnum: 0 NO, 1 YES. */
export const Bool01 = lazySchema(() => z.union([z.literal(0), z.literal(1)]));

/** IDs: goodsId 16 chars, skuId 16 chars, orderId 18 chars (RedisIdComponent). */
export const GoodsId = lazySchema(() => z.string().min(1).max(32));
export const SkuId = lazySchema(() => z.string().min(1).max(32));
export const OrderId = lazySchema(() => z.string().min(1).max(32));

/** Token IDs are `prefix * 1e8 + serial`; they stay below 2^53 (docs/backend/wire.md#token-ids). */
export const TokenId = lazySchema(() => z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));

/** A positive integer that may arrive as a query-string text (GET inputs are strings on the wire). */
export const QueryInt = lazySchema(() => z.coerce.number().int());
