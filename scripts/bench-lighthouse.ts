/**
 * `npm run bench:lighthouse` — a benchmark people run, not a step of `npm test`. Builds `dist/`, starts the
 * Express mock serving it (no artificial latency: the Express mock answers at once) on port 4031, starts
 * Debian's Chromium with a DevTools port, and runs Lighthouse's default mobile preset (simulated slow 4G,
 * 4x CPU slowdown, moto g power viewport) as an anonymous visitor on `/`, `/goods/:id` and `/orders`, three
 * times each. Prints the median of each figure per route and the targets missed; the JSON reports go to
 * `.lighthouse/` (git-ignored).
 *
 * Options: `--runs=3`, `--warmup=1` (uncounted runs on `/` first: the first run after the servers start was the
 * slowest of its batch in every batch of the app on 2026-11-25, 0.03-0.15 below the next, from the mock's and
 * Chromium's own warm-up, which a shopper's phone does not pay), `--no-build` (reuse dist/), `--port=4031` (mock; Chromium uses port+1), `--dist=DIR`
 * (serve another build, e.g. one of an earlier commit, without building: compare two builds in one session;
 * its reports are named after DIR).
 * $CHROMIUM_PATH overrides /usr/bin/chromium. Exits 1 if a run fails, not when a target is missed.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { figuresOf, formatTable, medianFigures, missedTargets, type RunFigures } from './bench-lighthouse-lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    port: { type: 'string', default: '4031' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const runs = Number(values.runs);
const warmups = Number(values.warmup);
const port = Number(values.port);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(warmups) ||
  warmups < 0 ||
  !Number.isInteger(port) ||
  port < 1024
) {
  console.error(
    `--runs must be a positive integer, --warmup a whole number and --port a port number; got ${values.runs}, ${values.warmup}, ${values.port}`,
  );
  process.exit(2);
}
const chromePort = port + 1;
const origin = `http://127.0.0.1:${port}`;
const outDir = path.resolve('.lighthouse');
const children: ChildProcess[] = [];
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

async function waitFor(url: string, what: string): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Any goods on sale, so the detail page shows a real product. */
async function firstGoodsId(): Promise<string> {
  const res = await fetch(`${origin}/api/v/goods/page`, {
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
const label = values.dist ? `${path.basename(path.resolve(values.dist))}-` : '';
if (!values['no-build'] && !values.dist) execSync('npx vite build', { stdio: 'inherit' });

children.push(
  spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--static', dist, '--port', String(port)], {
    stdio: 'ignore',
  }),
);
await waitFor(`${origin}/__mock/health`, 'the Express mock');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
children.push(
  spawn(
    chromium,
    [
      '--headless=new',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  ),
);
await waitFor(`http://127.0.0.1:${chromePort}/json/version`, 'Chromium');

const routes = ['/', `/goods/${await firstGoodsId()}`, '/orders'];
mkdirSync(outDir, { recursive: true });
const rows: { route: string; runs: number; figures: RunFigures }[] = [];
async function audit(route: string, run: string): Promise<RunFigures> {
  const result = await lighthouse(`${origin}${route}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
  const name = `${label}${route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '_')}-${run}.json`;
  writeFileSync(path.join(outDir, name), result.report as string);
  const f = figuresOf(result.lhr);
  console.log(
    `${route} ${run}: perf ${f.performance.toFixed(2)}, LCP ${f.lcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms`,
  );
  return f;
}
for (let i = 1; i <= warmups; i++) await audit('/', `warmup${i}`);
for (const route of routes) {
  const figures: RunFigures[] = [];
  for (let i = 1; i <= runs; i++) figures.push(await audit(route, String(i)));
  rows.push({ route, runs, figures: medianFigures(figures) });
}

console.log(`\nLighthouse 12 mobile preset on ${dist}/, median of ${runs} per route (reports in .lighthouse/):\n`);
console.log(formatTable(rows));
const misses = rows.flatMap((r) => missedTargets(r.route, r.figures));
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
const browser = children[1];
if (browser && browser.exitCode === null) {
  browser.kill('SIGTERM');
  await new Promise((r) => browser.once('exit', r));
}
process.exit(0);
