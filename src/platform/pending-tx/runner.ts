import { isAccountFrozen, onAccountFrozenChange } from '@/lib/account-frozen';
import { getToken } from '@/lib/storage';
import { injectedProvider } from '../eip6963';
import type { TxActions } from './action';
import { lookAtChain } from './chain-look';
import { chainRpc } from './chain-rpc';
import { type EngineDeps, type RunResult, runPendingTx, stopAllFrozen } from './engine';
import { type EarlierTx, movedNothing, type PendingTx, PendingTxStore, pendingTxId, type TxAction } from './store';

/**
 * The app's one tracker: every feature that sends a transaction and then tells the backend starts it
 * here, and every screen that shows one resumes it here. One run per entry per tab (the engine's lease
 * covers other tabs). What each action submits and how "already done" is seen are the data layer's
 * (src/api/tracked-tx.ts registers them): the tracker knows no endpoint.
 */
const TAB_ID = `tab-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
const running = new Map<string, Promise<RunResult>>();
let store = new PendingTxStore();
let actions: TxActions = {};
let overrides: Partial<EngineDeps> = {};

function deps(): EngineDeps {
  return {
    store,
    owner: TAB_ID,
    action: (p: PendingTx) => actions[p.action],
    // Through the wallet the shopper pays with when it is on the tx's chain (EIP-6963 first, then
    // window.ethereum, looked up at each look: a wallet may appear or switch chains), else the chain's RPC.
    look: (p: PendingTx) => lookAtChain(p, { provider: injectedProvider(), rpc: (id) => chainRpc(id) }),
    signedIn: () => Boolean(getToken()),
    accountFrozen: isAccountFrozen,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
}

/** The data layer declares its actions (src/api/tracked-tx.ts); entries of an undeclared action wait. */
export function registerTxActions(declared: TxActions): void {
  actions = { ...actions, ...declared };
}

/** Tests and stories: another store, fake chain or fake backend. */
export function configureTracker(next: { store?: PendingTxStore; deps?: Partial<EngineDeps> }): void {
  if (next.store) store = next.store;
  overrides = next.deps ?? {};
}

// A frozen account (docs/backend/corrections.md#b4-frozen, noted by the API client on any 303) stops every entry on its
// way at once.
onAccountFrozenChange(() => {
  if (isAccountFrozen()) stopAllFrozen(store);
});

export function trackerStore(): PendingTxStore {
  return store;
}

/** This tab's id, the owner of the leases it takes (tests). */
export function trackerTabId(): string {
  return TAB_ID;
}

/**
 * A tab that goes away (reload, close, leaving the site) gives up its leases at once. Otherwise the page
 * that comes next, with a new tab id, finds the entry held "elsewhere" and resumes only once the lease has
 * expired and it looks again (up to leaseMs + 10 s: a reload mid-wait sat still for half a minute). A
 * killed app fires nothing; its leases simply expire. A page restored from the back-forward cache takes
 * them again at its run's next step.
 */
export function releaseLeases(owner: string = TAB_ID, s: PendingTxStore = store): void {
  for (const p of s.all()) {
    if (p.owner === owner) s.update(p.id, ({ owner: _o, leaseUntil: _l, ...rest }) => rest);
  }
}
globalThis.addEventListener?.('pagehide', () => releaseLeases());

/** Runs (or joins the run of) one entry in this tab. */
export function resumePendingTx(id: string): Promise<RunResult> {
  const current = running.get(id);
  if (current) return current;
  const run = runPendingTx(id, deps()).finally(() => running.delete(id));
  running.set(id, run);
  return run;
}

export function isRunningHere(id: string): boolean {
  return running.has(id);
}

export class AlreadyPendingError extends Error {
  override readonly name = 'AlreadyPendingError';
  constructor(readonly entry: PendingTx) {
    super(`a ${entry.action} of ${entry.subject} is already on its way (${entry.hash})`);
  }
}

/**
 * A new tx for the same action only after one that provably moved nothing: reverted, or dropped as the chain
 * proved it (its nonce taken by another tx). A node that has not heard of a tx, a timeout, a refusal or
 * "already used" may have moved money: no second tx; a done one is done.
 */
export function canSendAgain(entry: PendingTx | undefined): boolean {
  return !entry || movedNothing(entry);
}

export interface StartTx {
  action: TxAction;
  subject: string;
  chainId: number;
  params?: PendingTx['params'];
}

/**
 * Sends with the wallet and tracks the hash. Refuses (AlreadyPendingError) when the same action on the
 * same order/asset already has a tx on its way: resuming that one is the only safe move. The hash is
 * stored before anything else is awaited, so a reload right after the wallet answered keeps it.
 */
export async function startPendingTx(start: StartTx, send: () => Promise<string>): Promise<PendingTx> {
  const id = pendingTxId(start.action, start.subject);
  const existing = store.get(id);
  if (existing && !canSendAgain(existing)) throw new AlreadyPendingError(existing);
  const hash = await send();
  // The tx that moved nothing stays on record beside the new one: every hash an action sent is kept.
  const before = store.get(id);
  const earlier: EarlierTx[] = before
    ? [
        ...(before.earlier ?? []),
        {
          hash: before.hash,
          sentAt: before.sentAt,
          ...(before.receiptHash ? { receiptHash: before.receiptHash } : {}),
          ...(before.from ? { from: before.from } : {}),
          ...(before.nonce === undefined ? {} : { nonce: before.nonce }),
          ...(before.failure ? { failure: before.failure } : {}),
        },
      ]
    : [];
  const entry: PendingTx = {
    id,
    action: start.action,
    subject: start.subject,
    chainId: start.chainId,
    hash,
    sentAt: Date.now(),
    params: start.params ?? {},
    phase: 'chain',
    attempts: 0,
    ...(earlier.length ? { earlier } : {}),
  };
  store.put(entry);
  void resumePendingTx(id);
  return entry;
}

/**
 * "Check again" after a wait that ended without an answer, a refusal or a frozen account: the same hash,
 * back to the backend when the app has seen its receipt, else back to the chain; its window starts again now.
 */
export function retryPendingTx(id: string): Promise<RunResult> {
  store.update(id, ({ failure: _f, error: _e, note: _n, dropSeenAt: _d, renewals: _r, ...p }) => ({
    ...p,
    phase: p.receiptAt === undefined ? 'chain' : 'shop',
    phaseSince: Date.now(),
  }));
  return resumePendingTx(id);
}

/**
 * Forgets an entry the shopper has seen end: done, or proven to have moved nothing. Refuses any other (still
 * on its way, or an end that may have moved money: its hash is the shopper's proof and blocks a second send).
 */
export function dismissPendingTx(id: string): boolean {
  const entry = store.get(id);
  if (!entry || (entry.phase !== 'done' && !movedNothing(entry))) return false;
  store.remove(id);
  return true;
}
