import { setupWorker } from 'msw/browser';
import { flushShop, loadShop, saveShopSoon } from './browser-shop';
import { configureClock } from './core/clock';
import { setDelayMode } from './core/delay';
import { isScenario, setScenario } from './core/scenarios';
import { configureChain } from './domains/chain/settings';
import { handlers } from './handlers';
import { installDemoWallet } from './wallet/demo-provider';

/**
 * Browser mock mode (npm start): the MSW worker with every handler, the shop kept from the last visit
 * (browser-shop.ts) or seeded from `?seed=` / `?reset=1`,
 * the demo wallet for `?persona=` (kept in localStorage), an optional `?scenario=` for every /api
 * request, and realistic latency unless `?__delay=0`. src/main.tsx imports this behind __MOCK__.
 */
export async function startMockWorker(): Promise<void> {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  configureClock({ running: true });
  setDelayMode(params.get('__delay') === '0' ? 'none' : 'realistic');
  // How long a sent tx stays pending (default ~3 s): ?__blockTime=MS, else VITE_MOCK_BLOCK_TIME (Playwright's
  // msw and dev-server projects set 0, like the Express mock's --block-time 0, so journeys wait only when they ask to).
  const blockTime = blockTimeFrom(params.get('__blockTime')) ?? blockTimeFrom(import.meta.env.VITE_MOCK_BLOCK_TIME);
  if (blockTime !== undefined) configureChain({ blockTimeMs: blockTime });
  // How late the backend's own node sees the chain (default 0): ?__backendLag=MS, e.g. 10000 to watch the
  // tracker wait for a backend that answers "无效的交易哈希" until its node catches up
  // (docs/backend/corrections.md#b1-pending-hash).
  const backendLag = blockTimeFrom(params.get('__backendLag'));
  if (backendLag !== undefined) configureChain({ backendLagMs: backendLag });
  const seed = Number(params.get('seed'));
  const chosen = Number.isInteger(seed) && seed > 0 ? seed : undefined;
  await loadShop({
    ...(chosen === undefined ? {} : { seed: chosen }),
    fresh: chosen !== undefined || params.has('reset'),
  });
  const scenario = params.get('scenario');
  if (isScenario(scenario)) setScenario(scenario);
  installDemoWallet({ persona: params.get('persona') });
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', () => saveShopSoon());
  globalThis.addEventListener?.('pagehide', flushShop);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  // A worker left from the previous page controls this one at once, but passes its requests to the network
  // until this page's start() has registered with it: tests (and people) wait for this mark instead.
  document.documentElement.dataset.mockReady = 'true';
}

function blockTimeFrom(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  const ms = Number(raw);
  return Number.isInteger(ms) && ms >= 0 ? ms : undefined;
}
