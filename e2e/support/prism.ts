import { createServer } from 'node:http';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Page } from '@playwright/test';
import { isApiPath, isEndpointUrl } from './endpoint-routes';
import { settled as settledState } from './page-state';

/** What the drift reporter beacons (src/lib/contract-drift.ts): never a value. */
export interface Report {
  endpoint: string;
  path: string;
  kind: string;
  action: string;
}

export const TOKEN = 'e2e0prism0token0000000000000000a'; // 32 chars, the shape of a real token
const PRISM = `http://127.0.0.1:${process.env.PRISM_PORT || 4011}`;
/**
 * The drift collector: another origin than the app's (scripts/ci/e2e-prism.sh builds the app with
 * VITE_CONTRACT_REPORT_URL pointing here), so every beacon that arrives passed the production build's
 * Content-Security-Policy (`connect-src`), as one to a real collector elsewhere must.
 */
export const DRIFT_URL = `http://127.0.0.1:${process.env.PRISM_DRIFT_PORT || 4013}/drift`;

let collected: Report[] | null = null;

/** Starts the collector once per worker: a real HTTP server that keeps what POST /drift receives. */
async function collector(): Promise<Report[]> {
  if (collected) return collected;
  const reports: Report[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/drift')
        reports.push(...((JSON.parse(body || '{}') as { reports?: Report[] }).reports ?? []));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(DRIFT_URL).port), '127.0.0.1', resolve));
  server.unref();
  collected = reports;
  return reports;
}

/** What one page load showed: uncaught errors, drift beacons and how many answers Prism gave. */
export interface Watch {
  uncaught: string[];
  reports: Report[];
  answers: () => number;
}

/**
 * Watches a page before it loads: uncaught errors (and render errors the router's boundary caught),
 * the drift beacons (collected by a server on another origin, where the build sends them) and every
 * answer from Prism. Then "logs in" the way the app does after a real sign-in: a token in storage.
 */
export async function watch(page: Page): Promise<Watch> {
  const reports = await collector();
  // Tests run one at a time (workers: 1): a page's beacons are the ones since its watch began.
  reports.length = 0;
  const w: Watch = { uncaught: [], reports, answers: () => answered };
  let answered = 0;
  page.on('pageerror', (e) => w.uncaught.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /caught the following error/.test(m.text())) w.uncaught.push(m.text().slice(0, 300));
  });
  page.on('requestfinished', (r) => {
    if (new URL(r.url()).origin === PRISM && isApiPath(r.url()) && r.method() !== 'OPTIONS') answered++;
  });
  await page.addInitScript((token) => localStorage.setItem('mall_token', token), TOKEN);
  return w;
}

/**
 * Settled: something rendered (not a blank screen), then nothing in a loading state (the app's marker, which the
 * infinite list's next-page footer does not carry: a generated page may always say hasNextPage).
 */
export async function settled(page: Page): Promise<void> {
  await settledState(page, 60_000);
}

/**
 * Serves Prism's own answer for `endpoint`, changed by `change` (the way a drifting backend might send it).
 * `once`: only the first call, so the next page of a feed reaches Prism untouched (a retry would too).
 */
export async function bend(
  page: Page,
  endpoint: AnyEndpoint,
  change: (data: Record<string, unknown>) => void,
  once = false,
) {
  await page.route(
    (url) => url.origin === PRISM && isEndpointUrl(url, endpoint),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      change(body.data);
      await route.fulfill({ response, json: body });
    },
    once ? { times: 1 } : {},
  );
}
