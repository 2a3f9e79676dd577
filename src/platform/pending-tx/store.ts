import { z } from 'zod';
import { webStorage } from '@/lib/storage';

/**
 * Pending chain transactions: sent by the wallet, not yet accepted by the shop's backend. Kept in
 * localStorage (not sessionStorage) so a reload, a killed app or another tab still has the hash; the
 * hash is the shopper's money, so an entry leaves only when the backend accepted it or the shopper
 * dismissed a failure. Its own key, not one of the spec's (src/lib/storage.ts lists only those).
 */
export const PENDING_TX_KEY = 'mall_pending_tx';

export const TxAction = z.enum(['pay', 'openBox', 'withdraw', 'refundReturn']);
export type TxAction = z.infer<typeof TxAction>;

export const TxPhase = z.enum(['chain', 'shop', 'done', 'failed']);
export type TxPhase = z.infer<typeof TxPhase>;

/**
 * Why a tracked tx ended without the backend's acceptance; each has its own next step in the UI.
 * reverted: the receipt says it failed (nothing moved but the fee). dropped: PROVEN never to be mined (the
 * chain shows its nonce used by another tx); the only two after which a new tx may be sent. notMined: no
 * receipt within the receipt limit (it may still be mined: kept, "check again"). timeout: mined, but the
 * backend did not accept it within its window (kept, "check again"). hashUsed / refused: the backend's own
 * refusal. unrecorded: the money moved on chain, but the mall cannot record it (a pay order expired or short
 * after a price move): the shopper is told so calmly, with what to show support. frozen: 303
 * (docs/backend/corrections.md#b4-frozen).
 */
export const TxFailure = z.enum([
  'reverted',
  'dropped',
  'notMined',
  'hashUsed',
  'timeout',
  'refused',
  'unrecorded',
  'frozen',
]);
export type TxFailure = z.infer<typeof TxFailure>;

/**
 * What an entry on its way is waiting through right now: the chain's RPC does not answer (still checking), the
 * chain's node has not heard of the tx yet (still looking: proves nothing), the backend's node has not seen the
 * mined tx yet (still submitting), or nobody is signed in to submit it (after a logout or an expired session).
 * Cleared when it passes.
 */
export const TxNote = z.enum(['chainUnreachable', 'chainUnseen', 'shopLagging', 'signedOut']);
export type TxNote = z.infer<typeof TxNote>;

const Hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);

/** A tx an action sent before its current one: proven dropped or reverted, kept since the backend may still name it. */
export const EarlierTx = z.object({
  hash: Hash,
  receiptHash: Hash.optional(),
  from: z.string().optional(),
  nonce: z.number().int().nonnegative().optional(),
  sentAt: z.number(),
  failure: TxFailure.optional(),
});
export type EarlierTx = z.infer<typeof EarlierTx>;

export const PendingTx = z.object({
  /** `${action}:${subject}`: one tx per action and order/asset, so the same action is never sent twice. */
  id: z.string(),
  action: TxAction,
  /** The order id (pay, refund return) or the token id (open box, withdraw). */
  subject: z.string(),
  chainId: z.number().int(),
  /** The hash the wallet answered for the current tx. */
  hash: Hash,
  /**
   * The hash the receipt names, when it differs from `hash`: on Bityuan the receipt carries its canonical hash,
   * and the backend verifies and records that one (docs/backend/corrections.md#b3-canonical-hash), so it is what is
   * submitted and looked up.
   */
  receiptHash: Hash.optional(),
  /** The sender and the nonce of the current tx, as the chain showed them: the only way to prove a drop. */
  from: z.string().optional(),
  nonce: z.number().int().nonnegative().optional(),
  /** Every tx this action sent before the current one (never overwritten, never forgotten). */
  earlier: z.array(EarlierTx).optional(),
  /** Device time of sending: only for "waiting for N s" (deadlines use the server clock). */
  sentAt: z.number(),
  /** What the backend call needs besides the hash (chainType, ctId, respType, note...). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  phase: TxPhase,
  /**
   * Device time the current phase began: the receipt limit and the backend's lag window count from it, kept
   * across reloads (a reload resumes the window, it does not start it again); "check again" starts it anew.
   */
  phaseSince: z.number().optional(),
  /** Device time the app first saw the receipt (then the hash goes to the backend; "check again" returns there). */
  receiptAt: z.number().optional(),
  /** Device time since which the chain has shown the nonce taken and no receipt (a drop is called after a while). */
  dropSeenAt: z.number().optional(),
  /** Fresh price quotes fetched after the backend asked for one (code 2 on /pay), bounded. */
  renewals: z.number().int().nonnegative().optional(),
  note: TxNote.optional(),
  /**
   * Device time of the tracker's next look at the chain or the backend while it waits (absent when nothing is
   * scheduled): the screen can say when it looks again, and a test on mock time knows how far to move the clock.
   */
  nextAt: z.number().optional(),
  failure: TxFailure.optional(),
  /** The backend's or chain's own words for a failure. */
  error: z.string().optional(),
  /** Backend submissions so far. */
  attempts: z.number().int().nonnegative(),
  /** The tab working on it, and until when (a lease, so two tabs never submit the same hash at once). */
  owner: z.string().optional(),
  leaseUntil: z.number().optional(),
  /** What the backend answered on success (the blind-box prize), for the screen that shows it. */
  result: z.unknown().optional(),
});
export type PendingTx = z.infer<typeof PendingTx>;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const local = (): KeyValueStore | null => webStorage('local');

const CHANGE_EVENT = 'mall:pending-tx';

/** One list in one key: a write is one setItem, and other tabs get one storage event. */
export class PendingTxStore {
  constructor(private readonly store: KeyValueStore | null = local()) {}

  all(): PendingTx[] {
    const raw = this.store?.getItem(PENDING_TX_KEY);
    if (!raw) return [];
    try {
      const list = JSON.parse(raw) as unknown;
      if (!Array.isArray(list)) return [];
      // A damaged entry is skipped, never the whole list: the others are still someone's money.
      return list.flatMap((item) => {
        const parsed = PendingTx.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    } catch {
      return [];
    }
  }

  get(id: string): PendingTx | undefined {
    return this.all().find((p) => p.id === id);
  }

  put(entry: PendingTx): void {
    const rest = this.all().filter((p) => p.id !== entry.id);
    this.write([...rest, entry]);
  }

  /** Changes an entry in place; returns the new one (undefined when it is gone). */
  update(id: string, change: (p: PendingTx) => PendingTx): PendingTx | undefined {
    const list = this.all();
    const i = list.findIndex((p) => p.id === id);
    const current = list[i];
    if (!current) return undefined;
    const next = change(current);
    list[i] = next;
    this.write(list);
    return next;
  }

  remove(id: string): void {
    this.write(this.all().filter((p) => p.id !== id));
  }

  private write(list: PendingTx[]): void {
    if (!this.store) return;
    if (list.length === 0) this.store.removeItem(PENDING_TX_KEY);
    else this.store.setItem(PENDING_TX_KEY, JSON.stringify(list));
    globalThis.dispatchEvent?.(new Event(CHANGE_EVENT));
  }
}

/** Fires on every change, in this tab and (storage event) in others; returns the unsubscribe. */
export function onPendingTxChange(fn: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === PENDING_TX_KEY) fn();
  };
  globalThis.addEventListener?.(CHANGE_EVENT, fn);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    globalThis.removeEventListener?.(CHANGE_EVENT, fn);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Failures that "check again" can change: the same hash, looked at again (a new window from now). */
export function canCheckAgain(entry: PendingTx | undefined): boolean {
  const f = entry?.phase === 'failed' ? entry.failure : undefined;
  return f === 'notMined' || f === 'timeout' || f === 'refused' || f === 'unrecorded' || f === 'frozen';
}

/**
 * Failures that moved nothing, proven by the chain: a reverted receipt, or the nonce taken by another tx.
 * Only after these may the action send a new tx, and only these (and done) may the shopper dismiss: any other
 * end may still have moved money, and its hash is the shopper's proof.
 */
export function movedNothing(entry: PendingTx | undefined): boolean {
  return entry?.phase === 'failed' && (entry.failure === 'dropped' || entry.failure === 'reverted');
}

/** Every hash the backend may know this action by: each tx's own and its receipt's, earlier ones included. */
export function knownHashes(entry: PendingTx): string[] {
  const all = [entry, ...(entry.earlier ?? [])].flatMap((t) => [t.hash, t.receiptHash]);
  return [...new Set(all.filter((h): h is string => typeof h === 'string').map((h) => h.toLowerCase()))];
}

/**
 * The hash the backend is given: the receipt's own once the app has seen it
 * (docs/backend/corrections.md#b3-canonical-hash), else the wallet's.
 */
export const submittedHash = (entry: PendingTx): string => entry.receiptHash ?? entry.hash;

export const pendingTxId = (action: TxAction, subject: string) => `${action}:${subject}`;
