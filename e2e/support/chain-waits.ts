import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Page } from '@playwright/test';
import { isEndpointCall } from './endpoint-routes';
import { expect } from './fixtures';
import type { MockControl } from './mock-control';
import type { Transport } from './transport';

/**
 * The chain the issue asks these journeys to run on: a 3 s block, and the backend's own node 10 s behind the
 * chain, so for 10 s after the receipt the backend answers the hash "无效的交易哈希" / "参数错误：，请检查输入"
 * (docs/backend/corrections.md#b1-pending-hash, docs/backend/corrections.md#b2-tx-hash-pending) and the tracker must
 * wait it out by itself.
 */
export const SLOW_CHAIN = { blockTimeMs: 3000, backendLagMs: 10_000 } as const;
/** A busy network (a block held until the test mines it, so a reload surely lands mid-wait), same lagging backend. */
export const BUSY_CHAIN = { blockTimeMs: 600_000, backendLagMs: 10_000 } as const;
/**
 * Mock time a journey may take at most: block + lag + the tracker's backoff (1, 2, 4, 8, 15 s), well inside
 * the tracker's two-minute lag window. Mock time, not real: the test moves the clocks (runTrackerUntil).
 */
export const DONE_WITHIN_MS = 60_000;

/** The tracker's progress panel; a screen may show it twice (button row and open popup), both alike. */
export const phase = (page: Page) => page.getByTestId('tx-phase').first();
export const shownHash = (page: Page) => page.getByTestId('tx-hash').first();

/** The hash the tracker shows, once it is waiting for the chain. */
export async function waitingHash(page: Page): Promise<string> {
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  const hash = (await shownHash(page).getAttribute('title')) ?? '';
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  return hash;
}

/** Transactions the mock chain holds unmined (GET /__mock/chain), by hash. */
export async function pendingHashes(backend: Transport): Promise<string[]> {
  const chain = await backend.call<{ pending: Array<{ hash: string }> }>('GET', '/__mock/chain');
  return chain.body.pending.map((p) => p.hash);
}

/**
 * Every hash the page submitted to the shop through `endpoint` (e.g. chainEndpoints.txHash), in order. The tracker
 * submits one hash several times while the backend's node lags; a second transaction would show up here as
 * a second, different hash.
 */
export function recordSubmittedHashes(page: Page, endpoint: AnyEndpoint): string[] {
  const hashes: string[] = [];
  page.on('request', (req) => {
    if (!isEndpointCall(req, endpoint)) return;
    const body = req.postDataJSON() as { txHash?: unknown } | null;
    if (typeof body?.txHash === 'string') hashes.push(body.txHash.toLowerCase());
  });
  return hashes;
}

/**
 * After a reload without a wallet the receipt can only have come from the chain's own RPC (routed to the mock
 * chain by e2e/support/wallet.ts), and the backend was asked more than once (its node lagged) with one hash.
 */
export function expectLaggedSubmissions(submitted: string[], hash: string): void {
  expect(new Set(submitted)).toEqual(new Set([hash]));
  expect(submitted.length, 'the backend lagged: the same hash was submitted again by itself').toBeGreaterThan(1);
}

// ---- mock time ---------------------------------------------------------------------------------------------------

/**
 * These journeys run on mock time, not real time: the shop's mock clock (block time, backend lag, rpcBlindMs)
 * stops following wall time, so the chain and the backend move on only when the test says; the page's clock
 * is Playwright's (it still flows, for animations, until the test moves it), and the test moves both by the
 * same amounts. Call before the page's first navigation; it lasts across reloads.
 */
export async function onMockTime(page: Page, mock: MockControl): Promise<void> {
  await mock.clock({ running: false });
  await page.clock.install();
}

/** Moves both clocks by `ms`: the shop's (its chain and backend) and the page's (the tracker's waits, time limits). */
/** The shop's mock time now (GET /__mock/health): stopped on mock time, so differences are exactly what passed. */
export async function shopNow(mock: MockControl): Promise<number> {
  return (await mock.health()).now;
}

export async function passTime(page: Page, mock: MockControl, ms: number): Promise<void> {
  if (ms <= 0) return;
  await mock.clock({ advanceMs: ms });
  await page.clock.fastForward(ms);
}

interface TrackerEntry {
  id: string;
  phase: string;
  hash: string;
  note?: string;
  nextAt?: number;
  failure?: string;
}

/** The tracker's stored entries and the page's clock, read in one go. */
function trackerState(page: Page): Promise<{ now: number; entries: TrackerEntry[] }> {
  return page.evaluate(() => {
    let entries: unknown = [];
    try {
      entries = JSON.parse(localStorage.getItem('mall_pending_tx') ?? '[]');
    } catch {
      entries = [];
    }
    return { now: Date.now(), entries: Array.isArray(entries) ? (entries as TrackerEntry[]) : [] };
  });
}

/** When the tracker next looks (the earliest `nextAt` of an entry on its way), or undefined when it is not waiting. */
const nextLook = (entries: TrackerEntry[]) =>
  entries
    .filter((e) => (e.phase === 'chain' || e.phase === 'shop') && typeof e.nextAt === 'number')
    .reduce<number | undefined>((min, e) => (min === undefined || (e.nextAt ?? 0) < min ? e.nextAt : min), undefined);

/** The page reacts within milliseconds once its clock moved: look often, then less (a loaded machine). */
const POLL_INTERVALS = [5, 10, 20, 50, 100, 250];

/** What a journey saw of the tracker while it ran on mock time. */
export interface TrackerRun {
  /** Mock milliseconds the clocks were moved. */
  spentMs: number;
  /** Notes the tracker showed on the way (e.g. shopLagging: the backend's node was behind). */
  notes: Set<string>;
  /** Phases and failures its entries went through (a "failed" on the way would have offered a second send). */
  phases: Set<string>;
  failures: Set<string>;
  /** How many times the test moved the clocks (each a step of the tracker). */
  steps: number;
  /**
   * Real milliseconds the run took. The page's clock flows in real time too (the shop's is stopped), so the
   * page lived through at least spentMs + realMs of its own time: the bound for limits the tracker keeps.
   */
  realMs: number;
}

/**
 * Lets the tracker run on mock time until `done()` holds. Each time it waits (its stored entry names the
 * moment of its next look, `nextAt`), both clocks jump to that moment and the test waits for its next step
 * (a new `nextAt`, or the entry's end), so every backoff and poll happens in order, without real waiting.
 * Fails when the journey would need more than `budgetMs` of mock time.
 */
export async function runTrackerUntil(
  page: Page,
  mock: MockControl,
  done: () => Promise<boolean>,
  budgetMs: number = DONE_WITHIN_MS,
): Promise<TrackerRun> {
  const run: TrackerRun = { spentMs: 0, notes: new Set(), phases: new Set(), failures: new Set(), steps: 0, realMs: 0 };
  const started = Date.now();
  for (;;) {
    run.realMs = Date.now() - started;
    const state = await trackerState(page);
    for (const e of state.entries) {
      if (e.note) run.notes.add(e.note);
      run.phases.add(e.phase);
      if (e.failure) run.failures.add(e.failure);
    }
    if (await done()) return run;
    const next = nextLook(state.entries);
    if (next === undefined) {
      // Mid-step (reading the chain, submitting) or not started yet: wait for it to schedule its next look.
      await expect
        .poll(async () => (await done()) || nextLook((await trackerState(page)).entries) !== undefined)
        .toBe(true);
      continue;
    }
    const ms = Math.max(0, next - state.now);
    run.spentMs += ms;
    if (run.spentMs > budgetMs) {
      throw new Error(`the journey needed more than ${budgetMs} ms of mock time: ${JSON.stringify(state.entries)}`);
    }
    await passTime(page, mock, ms);
    run.steps++;
    await expect
      .poll(async () => (await done()) || nextLook((await trackerState(page)).entries) !== next, {
        message: 'the tracker took its next step after the clocks moved',
        intervals: POLL_INTERVALS,
      })
      .toBe(true);
  }
}

/** `done` probes for runTrackerUntil: instant reads, no waiting. */
export const urlMatches = (page: Page, re: RegExp) => async () => re.test(page.url());
export const phaseIs = (page: Page, want: string) => async () =>
  (await page.evaluate(() => document.querySelector('[data-testid="tx-phase"]')?.getAttribute('data-phase'))) === want;
export const textIs = (page: Page, testId: string, want: string) => async () =>
  (await page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null, testId)) === want;
export const visible = (locator: ReturnType<Page['getByTestId']>) => async () => locator.isVisible().catch(() => false);
