import type { ShopAnswer, TxActionSpec } from './action';
import type { ChainLook } from './chain-look';
import { knownHashes, type PendingTx, type PendingTxStore, submittedHash, type TxFailure, type TxNote } from './store';

export type { ShopAnswer } from './action';

/**
 * How long the backend's node may lag behind the chain: after the app saw the receipt, "no receipt" answers
 * are retried for this long (from the receipt, kept across reloads) before the entry ends in "not confirmed
 * yet, check again". About two minutes: a healthy node follows within a few blocks.
 */
export const SHOP_LAG_WINDOW_MS = 120_000;

/**
 * How long the tracker waits for a receipt (the tx still pending, unknown to the node, or the chain's RPC
 * unreachable) before it ends the wait with the hash kept and "check again": ten minutes, well past a busy
 * BSC or Bityuan block.
 */
export const RECEIPT_LIMIT_MS = 10 * 60_000;

export interface EngineLimits {
  /**
   * Waits between looks at a receipt-less tx: often while a block is due, then less (a busy network, a node
   * that has not heard of the tx yet); the last one repeats. The public RPC is asked for ten minutes at most.
   */
  receiptPollMs: readonly number[];
  /** See RECEIPT_LIMIT_MS. */
  receiptLimitMs: number;
  /** Waits between looks while the chain's RPC fails; the last one repeats. */
  rpcBackoffMs: readonly number[];
  /**
   * A drop is called only once the chain has shown the tx's nonce taken (and no receipt) for this long, look
   * after look: one node ahead of another must not turn a tx in flight into a second payment.
   */
  dropConfirmMs: number;
  /** Waits between backend submissions while it lags or fails; the last one repeats. */
  backoffMs: readonly number[];
  /** See SHOP_LAG_WINDOW_MS. */
  shopLagWindowMs: number;
  /** Stop asking a backend that fails (5xx, network) after this long; the entry stays, marked timeout. */
  shopTimeoutMs: number;
  /** Fresh quotes (renew answers) per window before the entry ends "unrecorded". */
  maxRenewals: number;
  /** How long a tab's claim on an entry lasts without renewal. */
  leaseMs: number;
}

export const DEFAULT_LIMITS: EngineLimits = {
  receiptPollMs: [1500, 1500, 1500, 1500, 3000, 3000, 5000],
  receiptLimitMs: RECEIPT_LIMIT_MS,
  rpcBackoffMs: [2000, 4000, 8000, 15_000],
  dropConfirmMs: 30_000,
  backoffMs: [1000, 2000, 4000, 8000, 15_000],
  shopLagWindowMs: SHOP_LAG_WINDOW_MS,
  shopTimeoutMs: 5 * 60_000,
  maxRenewals: 2,
  leaseMs: 20_000,
};

export interface EngineDeps {
  store: PendingTxStore;
  /** This tab's id. */
  owner: string;
  /** The data layer's declaration of each action (src/api/tracked-tx.ts); an action without one is not run. */
  action(entry: PendingTx): TxActionSpec | undefined;
  /** One look at the chain (chain-look.ts); throws when no node answers soundly. */
  look(entry: PendingTx): Promise<ChainLook>;
  /** Whether someone is signed in to submit with (a token); default: yes. */
  signedIn?(): boolean;
  /** Whether the account is known to be frozen (docs/backend/corrections.md#b4-frozen); default: no. */
  accountFrozen?(): boolean;
  now(): number;
  sleep(ms: number): Promise<void>;
  limits?: Partial<EngineLimits>;
}

export type RunResult = PendingTx | 'elsewhere' | 'gone';

const pick = (list: readonly number[], i: number) => list[Math.min(i, list.length - 1)] ?? 1000;
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
const active = (p: PendingTx) => p.phase === 'chain' || p.phase === 'shop';

/**
 * Every entry still on its way stops as frozen (docs/backend/corrections.md#b4-frozen): the account can do nothing with
 * the mall until support lifts it, and a silent retry every few seconds would say nothing. The hashes stay; "check again" resumes.
 */
export function stopAllFrozen(store: PendingTxStore, message?: string): void {
  for (const p of store.all().filter(active)) {
    store.update(p.id, ({ note: _n, nextAt: _x, owner: _o, leaseUntil: _l, error: _e, ...rest }) => ({
      ...rest,
      phase: 'failed',
      failure: 'frozen',
      ...(message ? { error: message } : {}),
    }));
  }
}

/**
 * Drives one pending tx to an end state: wait until the chain itself has the receipt (a node that has not
 * heard of the tx proves nothing; only its nonce taken by another tx proves a drop), then tell the backend
 * with backoff until it accepts or truly refuses. Only the tab holding the lease submits, so two tabs never
 * send the same hash at once; every step is written to the store first, so a reload or a killed app resumes
 * where it was.
 */
export async function runPendingTx(id: string, deps: EngineDeps): Promise<RunResult> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const { store, owner } = deps;
  const signedIn = deps.signedIn ?? (() => true);
  const frozen = deps.accountFrozen ?? (() => false);

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
    release(({ note: _n, error: _e, dropSeenAt: _d, ...p }) => ({
      ...p,
      phase: 'failed',
      failure,
      ...(error ? { error } : {}),
    }));
  const done = (result?: unknown) =>
    release(({ note: _n, error: _e, ...p }) => ({
      ...p,
      phase: 'done',
      ...(result === undefined ? {} : { result }),
    }));
  const noted = (note: TxNote | undefined) => {
    const current = store.get(id);
    if (current && current.note !== note) store.update(id, ({ note: _n, ...p }) => (note ? { ...p, note } : p));
  };
  /** Every wait goes through here: the stored entry says when the next look is due (see PendingTx.nextAt). */
  const wait = async (ms: number) => {
    store.update(id, (p) => ({ ...p, nextAt: deps.now() + ms }));
    await deps.sleep(ms);
  };
  const freezeAll = (message?: string) => {
    stopAllFrozen(store, message);
    return store.get(id) ?? 'gone';
  };

  let entry = claim();
  if (typeof entry === 'string') return entry;
  if (!active(entry)) return release();
  const spec = deps.action(entry);
  // The data layer has not declared this action in this page (yet): leave it for a page that has.
  if (!spec) return release();
  if (frozen()) return freezeAll();

  if (entry.phase === 'chain') {
    const since = entry.phaseSince ?? entry.sentAt;
    let rpcFailures = 0;
    let looks = 0;
    for (;;) {
      let look: ChainLook | null = null;
      let rpcError = '';
      try {
        look = await deps.look(entry);
      } catch (e) {
        rpcError = messageOf(e);
      }
      const at = deps.now();
      // A reverted tx moved nothing but the fee, and the backend would only refuse it: nothing is submitted.
      if (look?.receipt === 'reverted') return fail('reverted');
      if (look?.receipt === 'mined') {
        const receiptHash = look.receiptHash;
        store.update(id, ({ dropSeenAt: _d, ...p }) => ({ ...p, ...(receiptHash ? { receiptHash } : {}) }));
        break;
      }
      if (look) {
        const tx = look.tx;
        // The sender and nonce as the chain shows them: kept, since only they can ever prove a drop.
        if (tx && entry.nonce === undefined) store.update(id, (p) => ({ ...p, from: tx.from, nonce: tx.nonce }));
        const nonce = entry.nonce ?? tx?.nonce;
        const taken = nonce !== undefined && look.confirmedCount !== undefined && look.confirmedCount > nonce;
        if (taken) {
          const seen = store.get(id)?.dropSeenAt ?? at;
          if (at - seen >= limits.dropConfirmMs) return fail('dropped');
          store.update(id, (p) => ({ ...p, dropSeenAt: seen }));
        } else if (store.get(id)?.dropSeenAt !== undefined) {
          store.update(id, ({ dropSeenAt: _d, ...p }) => p);
        }
        // Not heard of by this node: still looking (never a reason to send again).
        noted(tx ? undefined : 'chainUnseen');
      } else noted('chainUnreachable');
      if (at - since >= limits.receiptLimitMs) return fail('notMined', rpcError || undefined);
      rpcFailures = look ? 0 : rpcFailures + 1;
      await wait(look ? pick(limits.receiptPollMs, looks++) : pick(limits.rpcBackoffMs, rpcFailures - 1));
      entry = claim();
      if (typeof entry === 'string') return entry;
      if (!active(entry)) return release();
    }
  }
  // The receipt is on the chain (or an earlier run saw it): from now on the hash goes to the backend. The lag
  // window runs from the moment the app saw it and is kept across reloads.
  entry =
    store.update(id, ({ note: _n, ...p }) => {
      const at = deps.now();
      return p.phase === 'shop'
        ? { ...p, phaseSince: p.phaseSince ?? at, receiptAt: p.receiptAt ?? at }
        : { ...p, phase: 'shop', phaseSince: at, receiptAt: p.receiptAt ?? at };
    }) ?? 'gone';
  if (entry === 'gone') return entry;
  const since = entry.phaseSince ?? deps.now();

  /** One last look before an end that is not done: this very action may already be recorded by our hash. */
  const recorded = async (p: PendingTx) =>
    Boolean(spec.alreadyDone) && (await spec.alreadyDone?.(p, knownHashes(p)).catch(() => false)) === true;

  for (let round = 0; ; round++) {
    entry = claim();
    if (typeof entry === 'string') return entry;
    if (!active(entry)) return release();
    if (frozen()) return freezeAll();
    // Nobody to submit as (logged out, session expired): say so and wait for a login; no request goes out.
    if (!signedIn()) {
      noted('signedOut');
      return release();
    }
    const current: PendingTx = store.update(id, (p) => ({ ...p, attempts: p.attempts + 1 })) ?? entry;
    const answer: ShopAnswer = await spec
      .submit(current, submittedHash(current))
      .catch((e: unknown): ShopAnswer => ({ kind: 'transient', message: messageOf(e) }));
    if (answer.kind === 'ok') return done(answer.result);
    if (answer.kind === 'session') {
      noted('signedOut');
      return release();
    }
    if (answer.kind === 'frozen') return freezeAll(answer.message);
    if (answer.kind === 'hashUsed' || answer.kind === 'refused' || answer.kind === 'unrecorded') {
      // "Already used" or "not in a state for this" may mean this very hash already did the job (another tab,
      // a lost answer, Bityuan's canonical hash): then it is success, not an error.
      if (await recorded(current)) return done();
      if (answer.kind === 'hashUsed') return fail('hashUsed');
      return fail(answer.kind, answer.message);
    }
    if (answer.kind === 'renew') {
      if ((current.renewals ?? 0) >= limits.maxRenewals) {
        if (await recorded(current)) return done();
        return fail('unrecorded', answer.message);
      }
      store.update(id, (p) => ({ ...p, renewals: (p.renewals ?? 0) + 1 }));
      await spec.renew?.(current).catch(() => undefined);
      await wait(pick(limits.backoffMs, 0));
      continue;
    }
    const limit = answer.kind === 'lagging' ? limits.shopLagWindowMs : limits.shopTimeoutMs;
    if (deps.now() - since >= limit) {
      if (await recorded(current)) return done();
      return fail('timeout', answer.message);
    }
    noted(answer.kind === 'lagging' ? 'shopLagging' : undefined);
    await wait(pick(limits.backoffMs, round));
  }
}
