import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { contentTypeOf, staticTarget } from '../scripts/bench/lighthouse/https-origins-lib';
import { ERROR_SELECTOR } from '../src/lib/page-state';
import { isEndpointUrl } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';

/**
 * A build with `VITE_API_BASE` (docs/deployment.md's first command) against an API on another origin, its `dist/`
 * on a static host that answers every path with HTML (issue 39, item 2): no request carrying the shopper's token
 * goes to the page's own origin. The early reads either go to the API's base or are not sent.
 *
 * The same build carries `VITE_CONTRACT_REPORT_URL`, a drift collector on a third origin, as production would:
 * a beacon arrives there only if the build's own Content-Security-Policy (index.html's meta tag) lets it out.
 * (`npm run e2e:prism` checks the same against Prism; this is the check `npm test` runs.)
 *
 * The build is made here, for these origins (about 20–60 s on two busy cores), into a temporary folder.
 */
const API_HEADERS = 'content-type, accept, accept-language, lang, authorization';

let dir = '';
let shop = '';
const servers: http.Server[] = [];
let apiOrigin = '';
let pageOrigin = '';
let collectorOrigin = '';
/** What the drift collector received (src/lib/contract-drift.ts's beacons: never a value). */
const beacons: { endpoint: string; path: string; action: string }[] = [];
/** Answers the API bends on their way to the page, by path: how a drifting backend would send them. */
const bends = new Map<string, (data: Record<string, unknown>) => void>();

const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

/** The API's own origin: the Express mock behind a proxy that allows the page's origin (CORS) and names the shop. */
function apiServer(mock: string): http.Server {
  return http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': pageOrigin,
      'access-control-allow-headers': API_HEADERS,
      'access-control-allow-methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    const headers = { ...req.headers, host: new URL(mock).host, 'x-mock-shop': shop, 'accept-encoding': 'identity' };
    const bend = bends.get(new URL(req.url ?? '/', mock).pathname);
    const upstream = http.request(new URL(req.url ?? '/', mock), { method: req.method, headers }, (answer) => {
      if (!bend) {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: Record<string, unknown> };
        bend(body.data);
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json', ...cors });
        res.end(JSON.stringify(body));
      });
    });
    req.pipe(upstream);
  });
}

/** The drift collector: keeps what POST /drift receives (a beacon is a no-CORS text/plain POST). */
function collectorServer(): http.Server {
  return http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/drift') beacons.push(...(JSON.parse(body || '{}').reports ?? []));
      res.writeHead(204).end();
    });
  });
}

/** A static host: files of the build, index.html for every other path (so an API path gets HTML, with a 200). */
function staticServer(root: string): http.Server {
  return http.createServer((req, res) => {
    const target = staticTarget(root, req.url ?? '/', (f) => existsSync(f) && statSync(f).isFile());
    if (target.kind === 'missing') return res.writeHead(404).end();
    const file = target.kind === 'file' ? target.file : path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': contentTypeOf(file) }).end(readFileSync(file));
  });
}

// The file's tests share one worker: its beforeAll builds the app (a Vite build: 3.8 s on one idle core), and with
// the tests spread over both workers each of them built it.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  apiOrigin = await listen(apiServer(baseURL ?? ''));
  collectorOrigin = await listen(collectorServer());
  dir = mkdtempSync(path.join(tmpdir(), 'mall-api-base-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_API_BASE: apiOrigin, VITE_CONTRACT_REPORT_URL: `${collectorOrigin}/drift` },
    stdio: 'pipe',
  });
  pageOrigin = await listen(staticServer(dir));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a VITE_API_BASE build sends no request with the token to its own origin', async ({ page, loginAs, shop: id }) => {
  shop = id ?? '';
  await loginAs('normal');
  const withToken: { origin: string; path: string }[] = [];
  const banners: string[] = [];
  page.on('request', (r) => {
    if (isEndpointUrl(r.url(), contentEndpoints.banners)) banners.push(new URL(r.url()).origin);
    if (!r.headers().authorization) return;
    const url = new URL(r.url());
    withToken.push({ origin: url.origin, path: url.pathname });
  });
  await page.goto(`${pageOrigin}/`);
  await expect(page.getByRole('searchbox', { name: '搜索商品、商户地址或编号' })).toBeVisible();
  const goods = page.locator('a[href^="/goods/"]').first();
  await expect(goods).toBeVisible();
  // The inline script's read went to the API's base, and the app took its answer instead of asking again.
  expect(banners).toEqual([apiOrigin]);
  const href = (await goods.getAttribute('href')) as string;
  // A goods page opened cold (a shared link): its own early read.
  await page.goto(`${pageOrigin}${href}`);
  await expect(page.getByTestId('sku-slot')).toBeVisible();
  // Positive control: the token was sent, to the API's origin, so a request carrying it would be seen.
  expect(withToken.filter((r) => r.origin === apiOrigin).length).toBeGreaterThan(0);
  expect(withToken.filter((r) => r.origin === pageOrigin)).toEqual([]);
});

test("drift reaches a collector on another origin through the build's own CSP", async ({ page, shop: id }) => {
  shop = id ?? '';
  bends.clear();
  beacons.length = 0;
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|violates/i.test(m.text())) refused.push(m.text());
  });
  await page.goto(`${pageOrigin}/`);
  const href = (await page.locator('a[href^="/goods/"]').first().getAttribute('href')) as string;
  // An answer as the backend sends it reports nothing: the collector hears only drift.
  await page.goto(`${pageOrigin}${href}`);
  await expect(page.getByTestId('sku-slot')).toBeVisible();
  expect(beacons).toEqual([]);
  // A detail without its price is unusable: the page says so and the beacon leaves for the collector.
  bends.set(goodsEndpoints.detail.path, (data) => {
    delete (data.spu as Record<string, unknown>).price;
  });
  await page.goto(`${pageOrigin}${href}`);
  await expect(page.locator(ERROR_SELECTOR)).toBeVisible();
  await expect
    .poll(() => beacons.filter((b) => b.endpoint === 'goods.detail').map((b) => `${b.path} ${b.action}`))
    .toEqual(['data.spu.price unusable']);
  expect(refused).toEqual([]);
});
