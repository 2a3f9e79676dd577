import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import type { Transport } from './support/transport';

/**
 * The chain the issue asks these journeys to run on: a 3 s block, and the backend's own node 10 s behind the
 * chain, so for 10 s after the receipt the backend answers the hash "无效的交易哈希" / "参数错误：，请检查输入"
 * (real-api-notes §10 B1/B2) and the tracker must wait it out by itself.
 */
export const SLOW_CHAIN = { blockTimeMs: 3000, backendLagMs: 10_000 } as const;
/** A busy network (a block held until the test mines it, so a reload surely lands mid-wait), same lagging backend. */
export const BUSY_CHAIN = { blockTimeMs: 600_000, backendLagMs: 10_000 } as const;
/** Block + lag + the tracker's backoff (1, 2, 4, 8, 15 s) on a loaded 2-core machine. */
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
 * Every hash the page submitted to the shop on `path` (e.g. /api/v/chain/tx-hash), in order. The tracker
 * submits one hash several times while the backend's node lags; a second transaction would show up here as
 * a second, different hash.
 */
export function recordSubmittedHashes(page: Page, path: string): string[] {
  const hashes: string[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !new URL(req.url()).pathname.endsWith(path)) return;
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
