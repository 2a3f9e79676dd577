/**
 * `npm run bench:lighthouse` — a benchmark people run, not a step of `npm test`. Measures the first load as a
 * shopper gets it from production: builds `dist/`, serves it over HTTPS with HTTP/2 and brotli
 * (scripts/bench-serve.ts), answers `/api` through the Express mock (in this process) after `--api-delay` ms,
 * and serves the banners and covers as photographic JPEGs of 55–70 KiB at 750 px (scripts/bench-photo.ts) from
 * a second origin. Starts Debian's Chromium with a DevTools port and runs Lighthouse's default mobile preset
 * (simulated slow 4G, 4x CPU slowdown, moto g power viewport) as an anonymous visitor on `/`, `/goods/:id` and
 * `/orders`, `--runs` times each after `--warmup` uncounted runs on `/`, then the same on a floor page of
 * scripts/lighthouse-floors (`stack` by default: the app's entry libraries alone) under the same conditions.
 * Prints the median and the spread (lowest–highest) of each figure per route, with Lighthouse's benchmarkIndex
 * (its measure of how fast this machine was: a loaded machine scores lower), and the targets missed.
 * JSON reports go to `.lighthouse/` (git-ignored).
 *
 * Options: `--runs=5`, `--warmup=1`, `--api-delay=150` (ms), `--floor=stack` (`none` skips it; built if missing),
 * `--no-build` (reuse dist/), `--dist=DIR` (serve another build without building), `--port=4031` (the app;
 * DevTools port+1, pictures port+2, floor port+3), `--http1` (the old conditions, for comparison: the Express
 * mock serves dist/ over HTTP/1.1, answers at once and draws its ~1 KiB SVG pictures on the app's origin).
 * $CHROMIUM_PATH overrides /usr/bin/chromium. Exits 1 if a run fails, not when a target is missed.
 */
import { type ChildProcess, execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { configureMockImages } from '../mocks/core/image-urls';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { startMockServer } from '../server/start';
import {
  type BenchOptions,
  figuresOf,
  formatTable,
  medianFigures,
  missedTargets,
  parseBenchOptions,
  type Row,
  type RunFigures,
  spreadOf,
} from './bench-lighthouse-lib';
import { drawAllPhotos } from './bench-photo';
import { makeCertificate, startAppOrigin, startPhotoOrigin } from './bench-serve';
import { FLOORS } from './lighthouse-floors/floors';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    port: { type: 'string', default: '4031' },
    'api-delay': { type: 'string', default: '150' },
    floor: { type: 'string', default: 'stack' },
    http1: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
let opts: BenchOptions;
try {
  opts = parseBenchOptions(values);
  if (opts.floor && !FLOORS.some((f) => f.name === opts.floor))
    throw new Error(`--floor: no floor "${opts.floor}"; floors: ${FLOORS.map((f) => f.name).join(', ')}, none`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const chromePort = opts.port + 1;
const outDir = path.resolve('.lighthouse');
const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];
const profile = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));

function stopAll(): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  try {
    rmSync(profile, { recursive: true, force: true });
  } catch {
    // Chromium may still be writing its profile while it exits: a temp folder left behind is harmless.
  }
}
process.on('exit', stopAll);
for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, () => process.exit(130));

async function waitFor(url: string, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Any goods on sale, so the detail page shows a real product (asked of the mock directly, without the delay). */
async function firstGoodsId(mockUrl: string): Promise<string> {
  const res = await fetch(`${mockUrl}/api/v/goods/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 1 }),
  });
  const body = (await res.json()) as { data?: { data?: { spu?: { goodsId?: string | number } }[] } };
  const id = body.data?.data?.[0]?.spu?.goodsId;
  if (id === undefined) throw new Error(`goods.page returned no goods: ${JSON.stringify(body).slice(0, 200)}`);
  return String(id);
}

const dist = values.dist ?? 'dist';
const label = `${values.dist ? `${path.basename(path.resolve(values.dist))}-` : ''}${opts.http1 ? 'http1-' : ''}`;
if (!values['no-build'] && !values.dist) execSync('npx vite build', { stdio: 'inherit' });
const floorDir = opts.floor ? path.resolve('.lighthouse/floors', opts.floor) : null;
if (opts.floor && floorDir && !existsSync(path.join(floorDir, 'index.html')))
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-floors.ts', opts.floor], { stdio: 'inherit' });

let appOrigin: string;
let floorOrigin: string | null = null;
let mockUrl: string;
const chromiumFlags: string[] = [];
if (opts.http1) {
  appOrigin = `http://127.0.0.1:${opts.port}`;
  mockUrl = appOrigin;
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--static', dist, '--port', String(opts.port)], {
      stdio: 'ignore',
    }),
  );
  await waitFor(`${appOrigin}/__mock/health`, 'the Express mock');
  if (floorDir) {
    floorOrigin = `http://127.0.0.1:${opts.port + 3}`;
    children.push(
      spawn(
        process.execPath,
        ['--import', 'tsx', 'server/main.ts', '--static', floorDir, '--port', String(opts.port + 3)],
        { stdio: 'ignore' },
      ),
    );
    await waitFor(`${floorOrigin}/__mock/health`, 'the floor’s Express mock');
  }
} else {
  const cert = makeCertificate();
  // Chromium accepts this run's certificate and no other; Lighthouse sees a secure page.
  chromiumFlags.push(`--ignore-certificate-errors-spki-list=${cert.spki}`);
  const photos = await startPhotoOrigin(cert, opts.port + 2);
  closers.push(photos.close);
  // Before the mock seeds its shop: the seeded records keep the picture URLs they were made with.
  configureMockImages({ origin: photos.origin, ext: 'jpg' });
  drawAllPhotos();
  const mock = await startMockServer({ port: 0 });
  closers.push(mock.close);
  mockUrl = mock.url;
  const app = await startAppOrigin(cert, opts.port, {
    root: dist,
    mockUrl,
    apiDelayMs: opts.apiDelayMs,
    // The pictures' origin is known to the server, not to the build: the page's HTML carries the hint.
    preconnect: [photos.origin],
  });
  closers.push(app.close);
  appOrigin = app.origin;
  if (floorDir) {
    const floor = await startAppOrigin(cert, opts.port + 3, { root: floorDir, mockUrl, apiDelayMs: opts.apiDelayMs });
    closers.push(floor.close);
    floorOrigin = floor.origin;
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
children.push(
  spawn(
    chromium,
    [
      '--headless=new',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      ...chromiumFlags,
      'about:blank',
    ],
    { stdio: 'ignore' },
  ),
);
await waitFor(`http://127.0.0.1:${chromePort}/json/version`, 'Chromium');

const targets: { name: string; url: string }[] = ['/', `/goods/${await firstGoodsId(mockUrl)}`, '/orders'].map(
  (route) => ({ name: route, url: `${appOrigin}${route}` }),
);
if (floorOrigin && opts.floor) targets.push({ name: `floor:${opts.floor}`, url: `${floorOrigin}/` });

mkdirSync(outDir, { recursive: true });
async function audit(name: string, url: string, run: string): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const file = `${label}${name === '/' ? 'home' : name.replace(/^\//, '').replace(/\W+/g, '_')}-${run}.json`;
  writeFileSync(path.join(outDir, file), result.report as string);
  const f = figuresOf(result.lhr);
  console.log(
    `${name} ${run}: perf ${f.performance.toFixed(2)}, LCP ${f.lcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms, benchmarkIndex ${f.benchmarkIndex.toFixed(0)}`,
  );
  return f;
}

const home = targets[0] as { name: string; url: string };
for (let i = 1; i <= opts.warmups; i++) await audit(home.name, home.url, `warmup${i}`);
const rows: Row[] = [];
for (const t of targets) {
  const figures: RunFigures[] = [];
  for (let i = 1; i <= opts.runs; i++) figures.push(await audit(t.name, t.url, String(i)));
  rows.push({ route: t.name, runs: opts.runs, figures: medianFigures(figures), spread: spreadOf(figures) });
}

const conditions = opts.http1
  ? 'HTTP/1.1 from the Express mock, API at once, ~1 KiB SVG pictures on the same origin'
  : `HTTPS + HTTP/2 + brotli, API +${opts.apiDelayMs} ms, 55–70 KiB JPEG pictures from a second origin`;
console.log(
  `\nLighthouse 12 mobile preset on ${dist}/ (${conditions}); median and lowest–highest of ${opts.runs} per route (reports in .lighthouse/):\n`,
);
console.log(formatTable(rows));
const floor = FLOORS.find((f) => f.name === opts.floor);
if (floor) console.log(`\nfloor:${floor.name} = ${floor.contains}.`);
const misses = rows.filter((r) => !r.route.startsWith('floor:')).flatMap((r) => missedTargets(r.route, r.figures));
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
const browser = children.find((c) => c.spawnfile === chromium);
if (browser && browser.exitCode === null) {
  browser.kill('SIGTERM');
  await new Promise((r) => browser.once('exit', r));
}
await Promise.race([Promise.all(closers.map((c) => c())), new Promise((r) => setTimeout(r, 3000))]);
process.exit(0);
