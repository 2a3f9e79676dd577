import type { PendingTx, PendingTxStore, TxFailure, TxNote } from './store';

/** What the backend said to one submission of a hash. */
export type ShopAnswer =
  | { kind: 'ok'; result?: unknown }
  /**
   * Code 1 "无效的交易哈希" (pay, refund apply) or "参数错误：，请检查输入" (chain tx-hash): the backend's node has
   * no receipt for the hash yet. The real backend sends the same words for a wrong hash (real-api-notes §10
   * B1/B2); the engine submits only after it saw the receipt itself, so this means the backend's node lags.
   */
  | { kind: 'lagging'; message: string }
  /** HTTP 5xx, a network failure or a timeout: nothing was decided. Try again later, same hash. */
  | { kind: 'transient'; message: string }
  | { kind: 'hashUsed' }
  /** 301/302/304: stop until the shopper has logged in (or verified); the entry stays. */
  | { kind: 'session' }
  /** 303: the account is frozen (B4). Every request would get it: stop, say why, keep the hash. */
  | { kind: 'frozen'; message: string }
  /** Any other refusal. */
  | { kind: 'refused'; message: string };

/** What the chain says of the hash: 'unknown' = its node has never heard of it (or forgot it). */
export type ReceiptState = 'pending' | 'mined' | 'reverted' | 'unknown';

/**
 * How long the backend's node may lag behind the chain: after the app saw the receipt, "no receipt" answers
 * are retried for this long (from the receipt, kept across reloads) before the entry ends in "not confirmed
 * yet, check again". About two minutes: a healthy node follows within a few blocks.
 */
export const SHOP_LAG_WINDOW_MS = 120_000;

/**
 * How long the tracker waits for a receipt (the tx still pending, or the chain's RPC unreachable) before it
 * ends the wait with the hash kept and "check again": ten minutes, well past a busy BSC or Bityuan block.
 */
export const RECEIPT_LIMIT_MS = 10 * 60_000;

export interface EngineLimits {
  /** Poll a pending receipt this often. */
  receiptPollMs: number;
  /** See RECEIPT_LIMIT_MS. */
  receiptLimitMs: number;
  /** Waits between receipt reads while the chain's RPC fails; the last one repeats. */
  rpcBackoffMs: readonly number[];
  /** A hash the node has not known for this long is dropped (never mined, no money moved). */
  dropAfterMs: number;
  /** Waits between backend submissions while it lags or fails; the last one repeats. */
  backoffMs: readonly number[];
  /** See SHOP_LAG_WINDOW_MS. */
  shopLagWindowMs: number;
  /** Stop asking a backend that fails (5xx, network) after this long; the entry stays, marked timeout. */
  shopTimeoutMs: number;
  /** How long a tab's claim on an entry lasts without renewal. */
  leaseMs: number;
}

export const DEFAULT_LIMITS: EngineLimits = {
  receiptPollMs: 1500,
  receiptLimitMs: RECEIPT_LIMIT_MS,
  rpcBackoffMs: [2000, 4000, 8000, 15_000],
  dropAfterMs: 30_000,
  backoffMs: [1000, 2000, 4000, 8000, 15_000],
  shopLagWindowMs: SHOP_LAG_WINDOW_MS,
  shopTimeoutMs: 5 * 60_000,
  leaseMs: 20_000,
};

export interface EngineDeps {
  store: PendingTxStore;
  /** This tab's id. */
  owner: string;
  submit(entry: PendingTx): Promise<ShopAnswer>;
  /** Whether this very order was already done by this hash (or the chain's canonical one, B3): then it is success. */
  alreadyDone(entry: PendingTx): Promise<boolean>;
  /** Reads the receipt on the chain (the wallet's node, else the chain's RPC); throws when it cannot. */
  receipt(entry: PendingTx): Promise<ReceiptState>;
  now(): number;
  sleep(ms: number): Promise<void>;
  limits?: Partial<EngineLimits>;
}

export type RunResult = PendingTx | 'elsewhere' | 'gone';

const pick = (list: readonly number[], i: number) => list[Math.min(i, list.length - 1)] ?? 1000;
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Drives one pending tx to an end state: wait until the chain itself has the receipt, then tell the backend
 * with backoff until it accepts or refuses. Only the tab holding the lease submits, so two tabs never send
 * the same hash twice at once; every step is written to the store first, so a reload or a killed app
 * resumes where it was.
 */
export async function runPendingTx(id: string, deps: EngineDeps): Promise<RunResult> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const { store, owner } = deps;

  const claim = (): PendingTx | 'elsewhere' | 'gone' => {
    const entry = store.get(id);
    if (!entry) return 'gone';
    if (entry.owner && entry.owner !== owner && (entry.leaseUntil ?? 0) > deps.now()) return 'elsewhere';
    return store.update(id, (p) => ({ ...p, owner, leaseUntil: deps.now() + limits.leaseMs })) ?? 'gone';
  };
  const release = (change: (p: PendingTx) => PendingTx = (p) => p): PendingTx | 'gone' => {
    const { owner: _o, leaseUntil: _l, nextAt: _n, ...rest } = store.get(id) ?? ({} as PendingTx);
    if (!rest.id) return 'gone';
    const next = change(rest as PendingTx);
    store.put(next);
    return next;
  };
  const fail = (failure: TxFailure, error?: string) =>
    release(({ note: _n, error: _e, ...p }) => ({ ...p, phase: 'failed', failure, ...(error ? { error } : {}) }));
  const noted = (note: TxNote | undefined) => {
    const current = store.get(id);
    if (current && current.note !== note) {
      store.update(id, ({ note: _n, ...p }) => (note ? { ...p, note } : p));
    }
  };

  /** Every wait goes through here: the stored entry says when the next look is due (see PendingTx.nextAt). */
  const wait = async (ms: number) => {
    store.update(id, (p) => ({ ...p, nextAt: deps.now() + ms }));
    await deps.sleep(ms);
  };

  let entry = claim();
  if (typeof entry === 'string') return entry;
  if (entry.phase === 'done' || entry.phase === 'failed') return release();

  if (entry.phase === 'chain') {
    const since = entry.phaseSince ?? entry.sentAt;
    let unknownSince: number | null = null;
    let rpcFailures = 0;
    for (;;) {
      let state: ReceiptState | 'unreachable';
      let rpcError = '';
      try {
        state = await deps.receipt(entry);
      } catch (e) {
        state = 'unreachable';
        rpcError = messageOf(e);
      }
      const at = deps.now();
      // A reverted tx moved nothing but the fee, and the backend would only refuse it: nothing is submitted.
      if (state === 'reverted') return fail('reverted');
      if (state === 'mined') break;
      noted(state === 'unreachable' ? 'chainUnreachable' : undefined);
      if (state === 'unknown') {
        unknownSince ??= at;
        if (at - unknownSince >= limits.dropAfterMs) return fail('dropped');
      } else unknownSince = null;
      if (at - since >= limits.receiptLimitMs) return fail('notMined', rpcError || undefined);
      rpcFailures = state === 'unreachable' ? rpcFailures + 1 : 0;
      await wait(state === 'unreachable' ? pick(limits.rpcBackoffMs, rpcFailures - 1) : limits.receiptPollMs);
      entry = claim();
      if (typeof entry === 'string') return entry;
    }
  }
  // The receipt is on the chain (or an earlier run saw it): from now on the hash goes to the backend.
  entry =
    store.update(id, ({ note: _n, ...p }) => ({
      ...p,
      phaseSince: p.phase === 'shop' ? (p.phaseSince ?? deps.now()) : deps.now(),
      phase: 'shop',
    })) ?? 'gone';
  if (entry === 'gone') return entry;
  const since = entry.phaseSince ?? deps.now();

  for (let round = 0; ; round++) {
    entry = claim();
    if (typeof entry === 'string') return entry;
    const current: PendingTx = entry;
    store.update(id, (p) => ({ ...p, attempts: p.attempts + 1 }));
    const answer = await deps
      .submit(current)
      .catch((e: unknown): ShopAnswer => ({ kind: 'transient', message: messageOf(e) }));
    if (answer.kind === 'ok') {
      return release(({ note: _n, ...p }) => ({
        ...p,
        phase: 'done',
        ...(answer.result === undefined ? {} : { result: answer.result }),
      }));
    }
    if (answer.kind === 'session') return release();
    if (answer.kind === 'frozen') return fail('frozen', answer.message);
    const finished = async () => (await deps.alreadyDone(current).catch(() => false)) && release(done);
    if (answer.kind === 'hashUsed' || answer.kind === 'refused') {
      // "Already used" or "order not payable" may mean this very hash already did the job (another tab, a
      // lost answer, BTY's canonical hash): then it is success, not an error.
      const ended = await finished();
      if (ended) return ended;
      return answer.kind === 'hashUsed' ? fail('hashUsed') : fail('refused', answer.message);
    }
    const limit = answer.kind === 'lagging' ? limits.shopLagWindowMs : limits.shopTimeoutMs;
    if (deps.now() - since >= limit) {
      // One last look before the shopper is told to check again: the order may be done already.
      const ended = await finished();
      if (ended) return ended;
      return fail('timeout', answer.message);
    }
    noted(answer.kind === 'lagging' ? 'shopLagging' : undefined);
    await wait(pick(limits.backoffMs, round));
  }
}

const done = ({ note: _n, ...p }: PendingTx): PendingTx => ({ ...p, phase: 'done' });
