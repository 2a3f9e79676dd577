import type { KeyValueStore, PendingTx } from '../store';

/** The wallet's hash of the fixtures' transaction. */
export const HASH = `0x${'ab'.repeat(32)}`;
/**
 * Bityuan's receipt may name another (canonical) hash than the wallet's, and the backend records that one
 * (docs/backend/corrections.md#b3-canonical-hash).
 */
export const CANONICAL = `0x${'cd'.repeat(32)}`;
export const SENDER = `0x${'12'.repeat(20)}`;

/** localStorage's shape over a Map: one per tab, or shared between two tabs' stores. */
export function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

/** A payment of order o1 on chain 2999, sent at t = 1000 and waiting for its receipt; `over` changes any field. */
export const pendingPay = (over: Partial<PendingTx> = {}): PendingTx => ({
  id: 'pay:o1',
  action: 'pay',
  subject: 'o1',
  chainId: 2999,
  hash: HASH,
  sentAt: 1000,
  params: { chainType: 0 },
  phase: 'chain',
  attempts: 0,
  ...over,
});
