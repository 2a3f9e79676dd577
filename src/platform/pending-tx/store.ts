import { z } from 'zod';

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
 * Why a tracked tx failed; each has its own next step in the UI. notMined: no receipt within the receipt
 * limit (the tx may still be mined: kept, "check again"); timeout: mined, but the backend did not accept it
 * within its window (kept, "check again"); frozen: the backend answered 303 (account frozen, B4).
 */
export const TxFailure = z.enum(['reverted', 'dropped', 'notMined', 'hashUsed', 'timeout', 'refused', 'frozen']);
export type TxFailure = z.infer<typeof TxFailure>;

/**
 * What an entry on its way is waiting through right now: the chain's RPC does not answer (still checking),
 * or the backend's node has not seen the mined tx yet (still submitting). Cleared when it passes.
 */
export const TxNote = z.enum(['chainUnreachable', 'shopLagging']);
export type TxNote = z.infer<typeof TxNote>;

export const PendingTx = z.object({
  /** `${action}:${subject}`: one tx per action and order/asset, so the same action is never sent twice. */
  id: z.string(),
  action: TxAction,
  /** The order id (pay, refund return) or the token id (open box, withdraw). */
  subject: z.string(),
  chainId: z.number().int(),
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  /** Device time of sending: only for "waiting for N s" (deadlines use the server clock). */
  sentAt: z.number(),
  /** What the backend call needs besides the hash (chainType, ctId, respType, note...). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  phase: TxPhase,
  /** Device time the current phase began (a retry starts it again): the receipt limit and the lag window count from it. */
  phaseSince: z.number().optional(),
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

function local(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

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
  return f === 'notMined' || f === 'timeout' || f === 'refused' || f === 'frozen';
}

export const pendingTxId = (action: TxAction, subject: string) => `${action}:${subject}`;
