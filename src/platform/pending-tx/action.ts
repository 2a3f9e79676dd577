import type { PendingTx, TxAction } from './store';

/**
 * What the backend said to one submission of a hash, already sorted by the data layer that knows the endpoint
 * (src/api/tracked-tx.ts): the tracker acts on the kind, never on a code or a text.
 */
export type ShopAnswer =
  | { kind: 'ok'; result?: unknown }
  /**
   * The backend's node has no receipt for the hash yet (it lags behind the chain, or read the logs and failed):
   * the app has seen the receipt itself, so this is waited out within a bounded window, never a refusal.
   */
  | { kind: 'lagging'; message: string }
  /** HTTP 5xx, a network failure or a timeout: nothing was decided. Try again later, same hash. */
  | { kind: 'transient'; message: string }
  /** The backend needs something fresh first (a price quote for /pay): renew it and submit again, bounded. */
  | { kind: 'renew'; message: string }
  | { kind: 'hashUsed' }
  /** Nobody is signed in (301/302/304): wait for a login; the entry stays. */
  | { kind: 'session' }
  /**
   * 303: the account is frozen (docs/backend/corrections.md#b4-frozen). Every request would get it: every entry stops,
   * the hashes kept.
   */
  | { kind: 'frozen'; message: string }
  /** The backend truly refused (its own check, its own words). */
  | { kind: 'refused'; message: string }
  /** The money moved on chain but the mall cannot record it now (order expired, amount short after a price move). */
  | { kind: 'unrecorded'; message: string };

/**
 * One chain action as the data layer declares it (src/api/tracked-tx.ts): the tracker knows the chain (send,
 * receipt, nonce, time limits), never an endpoint or an order status, so how the hash is submitted and how
 * "already done" is seen are given to it here.
 */
export interface TxActionSpec {
  /**
   * One submission of `hash` (the receipt's own hash once seen, docs/backend/corrections.md#b3-canonical-hash) for
   * `entry`, sorted into an answer.
   */
  submit(entry: PendingTx, hash: string): Promise<ShopAnswer>;
  /**
   * Whether the backend already recorded this action by one of `hashes` (every hash the action sent, and each
   * receipt's own): a lost answer, another tab, Bityuan's canonical hash. Then it ends done, not refused.
   */
  alreadyDone?(entry: PendingTx, hashes: readonly string[]): Promise<boolean>;
  /** Asked for by a `renew` answer before the next submission (e.g. a fresh price quote). */
  renew?(entry: PendingTx): Promise<void>;
}

export type TxActions = Partial<Record<TxAction, TxActionSpec>>;
