import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import type { Transport } from './support/transport';

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
 * may submit one hash several times while the shop says "not confirmed"; a second transaction would show
 * up here as a second, different hash.
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
