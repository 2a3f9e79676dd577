import { injectedProvider } from '../eip6963';
import { chainRpc } from './chain-rpc';
import { type EngineDeps, type RunResult, runPendingTx } from './engine';
import { readReceipt } from './receipt';
import { type PendingTx, PendingTxStore, pendingTxId, type TxAction } from './store';
import { alreadyDone, submitPendingTx } from './submit';

/**
 * The app's one tracker: every feature that sends a transaction and then tells the backend starts it
 * here, and every screen that shows one resumes it here. One run per entry per tab (the engine's lease
 * covers other tabs).
 */
const TAB_ID = `tab-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
const running = new Map<string, Promise<RunResult>>();
let store = new PendingTxStore();
let overrides: Partial<EngineDeps> = {};

function deps(): EngineDeps {
  return {
    store,
    owner: TAB_ID,
    submit: submitPendingTx,
    alreadyDone,
    // Receipts through the wallet the shopper pays with when it is on the tx's chain (EIP-6963 first, then
    // window.ethereum, looked up at each read: a wallet may appear or switch chains), else the chain's RPC.
    receipt: (p: PendingTx) => readReceipt(p, { provider: injectedProvider(), rpc: (id) => chainRpc(id) }),
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...overrides,
  };
}

/** Tests and stories: another store or fake backend. */
export function configureTracker(next: { store?: PendingTxStore; deps?: Partial<EngineDeps> }): void {
  if (next.store) store = next.store;
  overrides = next.deps ?? {};
}

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
 * A new tx for the same action only after one that provably moved nothing: dropped (never mined) or
 * reverted. A timeout, a refusal or "already used" may have moved money: the shopper must read and
 * dismiss it first; a done one is done.
 */
export function canSendAgain(entry: PendingTx | undefined): boolean {
  return !entry || (entry.phase === 'failed' && (entry.failure === 'dropped' || entry.failure === 'reverted'));
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
  };
  store.put(entry);
  void resumePendingTx(id);
  return entry;
}

/**
 * "Check again" after a wait that ended without an answer, a refusal or a frozen account: the same hash,
 * back to the chain when its receipt never came, else back to the backend; its window starts again now.
 */
export function retryPendingTx(id: string): Promise<RunResult> {
  store.update(id, ({ failure, error: _e, note: _n, ...p }) => ({
    ...p,
    phase: failure === 'notMined' ? 'chain' : 'shop',
    phaseSince: Date.now(),
  }));
  return resumePendingTx(id);
}

/** Forgets an entry the shopper has seen end (done, or failed and read). Refuses one still on its way. */
export function dismissPendingTx(id: string): boolean {
  const entry = store.get(id);
  if (!entry || (entry.phase !== 'done' && entry.phase !== 'failed')) return false;
  store.remove(id);
  return true;
}
