import type { PendingTx, PendingTxStore, TxFailure } from './store';

/** What the backend said to one submission of a hash. */
export type ShopAnswer =
  | { kind: 'ok'; result?: unknown }
  /** Code 1 "交易尚未确认成功": the backend's node has no receipt yet. Try again later. */
  | { kind: 'notConfirmed' }
  /** HTTP 5xx, a network failure or a timeout: nothing was decided. Try again later, same hash. */
  | { kind: 'transient'; message: string }
  | { kind: 'hashUsed' }
  /** 301/302/304: stop until the shopper has logged in (or verified); the entry stays. */
  | { kind: 'session' }
  /** Any other refusal; for a reverted tx this is the chain's error text. */
  | { kind: 'refused'; message: string };

/** What the wallet's node says of the hash: 'unknown' = it has never heard of it (or forgot it). */
export type ReceiptState = 'pending' | 'mined' | 'reverted' | 'unknown';

export interface EngineLimits {
  /** Poll the receipt this often, and give up on it (then ask the backend anyway) after receiptTimeoutMs. */
  receiptPollMs: number;
  receiptTimeoutMs: number;
  /** A hash the node has not known for this long is dropped (never mined, no money moved). */
  dropAfterMs: number;
  /** Waits between backend submissions while it says "not confirmed" or fails; the last one repeats. */
  backoffMs: readonly number[];
  /** Stop asking the backend after this long; the entry stays, marked timeout, for "check again". */
  shopTimeoutMs: number;
  /** How long a tab's claim on an entry lasts without renewal. */
  leaseMs: number;
}

export const DEFAULT_LIMITS: EngineLimits = {
  receiptPollMs: 1500,
  receiptTimeoutMs: 120_000,
  dropAfterMs: 30_000,
  backoffMs: [1000, 2000, 4000, 8000, 15_000],
  shopTimeoutMs: 5 * 60_000,
  leaseMs: 20_000,
};

export interface EngineDeps {
  store: PendingTxStore;
  /** This tab's id. */
  owner: string;
  submit(entry: PendingTx): Promise<ShopAnswer>;
  /** After "already used": whether this very order/asset was done by this hash (then it is success). */
  alreadyDone(entry: PendingTx): Promise<boolean>;
  /** The wallet's node, when there is one to ask; without it the backend alone decides. */
  receipt?: (entry: PendingTx) => Promise<ReceiptState>;
  now(): number;
  sleep(ms: number): Promise<void>;
  limits?: Partial<EngineLimits>;
}

export type RunResult = PendingTx | 'elsewhere' | 'gone';

/**
 * Drives one pending tx to an end state: wait for the chain, then tell the backend with backoff until it
 * accepts or refuses. Only the tab holding the lease submits, so two tabs never send the same hash twice
 * at once; every step is written to the store first, so a reload or a killed app resumes where it was.
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
    const { owner: _o, leaseUntil: _l, ...rest } = store.get(id) ?? ({} as PendingTx);
    if (!rest.id) return 'gone';
    const next = change(rest as PendingTx);
    store.put(next);
    return next;
  };
  const fail = (failure: TxFailure, error?: string) =>
    release((p) => ({ ...p, phase: 'failed', failure, ...(error ? { error } : {}) }));

  let entry = claim();
  if (typeof entry === 'string') return entry;
  if (entry.phase === 'done' || entry.phase === 'failed') return release();

  let reverted = false;
  if (entry.phase === 'chain' && deps.receipt) {
    const started = deps.now();
    let unknownSince: number | null = null;
    for (;;) {
      const state = await deps.receipt(entry).catch((): ReceiptState => 'pending');
      const at = deps.now();
      if (state === 'mined' || state === 'reverted') {
        reverted = state === 'reverted';
        break;
      }
      if (state === 'unknown') {
        unknownSince ??= at;
        if (at - unknownSince >= limits.dropAfterMs) return fail('dropped');
      } else unknownSince = null;
      if (at - started >= limits.receiptTimeoutMs) break;
      await deps.sleep(limits.receiptPollMs);
      entry = claim();
      if (typeof entry === 'string') return entry;
    }
  }
  entry = store.update(id, (p) => ({ ...p, phase: 'shop' })) ?? 'gone';
  if (entry === 'gone') return entry;

  const started = deps.now();
  for (let round = 0; ; round++) {
    entry = claim();
    if (typeof entry === 'string') return entry;
    const current: PendingTx = entry;
    store.update(id, (p) => ({ ...p, attempts: p.attempts + 1 }));
    const answer = await deps
      .submit(current)
      .catch((e: unknown): ShopAnswer => ({ kind: 'transient', message: e instanceof Error ? e.message : String(e) }));
    if (answer.kind === 'ok') {
      return release((p) => ({
        ...p,
        phase: 'done',
        ...(answer.result === undefined ? {} : { result: answer.result }),
      }));
    }
    if (answer.kind === 'session') return release();
    if (answer.kind === 'hashUsed' || answer.kind === 'refused') {
      // "Already used" or "order not payable" may mean this very hash already did the job (another tab, a
      // lost answer): then it is success, not an error.
      const done = await deps.alreadyDone(current).catch(() => false);
      if (done) return release((p) => ({ ...p, phase: 'done' }));
    }
    if (answer.kind === 'hashUsed') {
      return fail('hashUsed');
    }
    if (answer.kind === 'refused') return fail(reverted ? 'reverted' : 'refused', answer.message);
    if (reverted) return fail('reverted');
    if (deps.now() - started >= limits.shopTimeoutMs) {
      return fail('timeout', answer.kind === 'transient' ? answer.message : undefined);
    }
    const wait = limits.backoffMs[Math.min(round, limits.backoffMs.length - 1)] ?? 1000;
    await deps.sleep(wait);
  }
}
