import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADERS_FILE, parseNginxConf } from '../scripts/build/deploy-headers';
import { expect, test } from './support/fixtures';

/**
 * docs/deployment.md's nginx server block, as written there, serving this run's dist/ in a real nginx (Debian's
 * `nginx` with `libnginx-mod-http-brotli-static`; scripts/ci/test-all.sh installs them). Its `include` of the headers
 * file the build wrote sends the build's own CSP, so index.html's inline script runs, and the shop works behind it:
 * the SPA fallback, precompressed files, a 404 for a stale chunk, `/api` proxied to the Express mock.
 */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DIST = path.resolve(process.env.PW_DIST_DIR || 'dist');

let dir = '';
let origin = '';
let nginx: ChildProcess | undefined;

/** The first ```nginx block of docs/deployment.md. */
function documentedBlock(): string {
  const doc = readFileSync('docs/deployment.md', 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deployment.md has no nginx block');
  return block;
}

/** A free port on 127.0.0.1 (nginx cannot be asked for one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test.beforeAll(async ({ baseURL }) => {
  expect(existsSync(NGINX), `nginx is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`).toBe(true);
  expect(existsSync(path.join(DIST, HEADERS_FILE)), `${HEADERS_FILE} in ${DIST}: run vite build`).toBe(true);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'mall-nginx-'));
  // The block as documented: only where it listens (no TLS here), where dist/ is and where the API is change.
  const server = documentedBlock()
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/srv/mall/dist', DIST)
    .replace('proxy_pass https://api.example.com;', `proxy_pass ${baseURL};`);
  expect(server, 'the documented block includes the headers file').toContain(`include ${DIST}/${HEADERS_FILE};`);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const conf = [
    `load_module ${BROTLI};`,
    'daemon off;',
    // One process as this user: no worker that drops to `nobody`, nothing left behind when the test ends.
    'master_process off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events {}',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  types { application/manifest+json webmanifest; }',
    '  access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${dir}/${t};`,
    ),
    server,
    '}',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  execFileSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await expect.poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => null))?.status).toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx?.once('exit', r));
    nginx.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the documented nginx block sends the build’s headers, and the shop works behind it', async ({
  page,
  context,
  shop,
}) => {
  await context.addCookies([{ name: 'mock_shop', value: shop ?? '', url: origin, sameSite: 'Lax' }]);
  const violations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
  const response = await page.goto(`${origin}/`);
  const want = parseNginxConf(readFileSync(path.join(DIST, HEADERS_FILE), 'utf8'));
  expect(response?.headers()['content-security-policy']).toBe(want['Content-Security-Policy']);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('searchbox', { name: '搜索商品、商户地址或编号' })).toBeVisible();
  // The inline script ran under the server's policy: it started the early reads.
  expect(await page.evaluate(() => Array.isArray(window.__mallEarly))).toBe(true);
  expect(violations).toEqual([]);

  // An app route gets the app (SPA fallback); a stale chunk gets a 404, not the app.
  const goods = page.locator('a[href^="/goods/"]').first();
  const href = (await goods.getAttribute('href')) as string;
  await page.goto(`${origin}${href}`);
  await expect(page.getByTestId('sku-slot')).toBeVisible();
  expect((await page.request.get(`${origin}/assets/index-stale0000.js`)).status()).toBe(404);

  // The build's brotli files, with the long cache of hashed assets.
  const vendor = /src="(\/assets\/vendor-[\w-]+\.js)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))?.[1];
  expect(existsSync(path.join(DIST, `${vendor}.br`))).toBe(true);
  const asset = await page.request.get(`${origin}${vendor}`, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
