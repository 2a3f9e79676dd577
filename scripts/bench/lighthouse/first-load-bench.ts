/**
 * `npm run bench:lighthouse` — a benchmark people run, not a step of `npm test`. Measures the first load as a shopper
 * gets it from production: builds `dist/`, serves it over HTTPS with HTTP/2 and brotli
 * (scripts/bench/lighthouse/https-origins.ts), answers `/api` through the Express mock (in this process) after
 * `--api-delay` ms, and serves the banners and covers as photographic JPEGs of 55–70 KiB at 750 px
 * (scripts/bench/lighthouse/stand-in-photos.ts) from a second origin. Starts Debian's Chromium with a DevTools port and
 * runs Lighthouse's default mobile preset (simulated slow 4G, 4x CPU slowdown, moto g power viewport) as an anonymous
 * visitor on `/`, `/goods/:id` and `/orders`, `--runs` times each after `--warmup` uncounted runs on `/`, then the same
 * on the floor pages of scripts/bench/lighthouse/floors (`stack` by default: the app's entry libraries alone) under the
 * same conditions; a floor with the app's inline script (`stack-shell-early`) at each route's path, the others at `/`.
 * Prints the median and the spread (lowest–highest) of each figure per route, with Lighthouse's benchmarkIndex (its
 * measure of how fast this machine was: a loaded machine scores lower), then each route's performance, LCP and TBT
 * beside the floor's of the same run with the differences, which the targets judge (issue 39: TBT ≤ floor + 100 ms,
 * LCP ≤ floor + 0.6 s, performance ≥ floor − 0.03), and the figures no machine changes much: the
 * JavaScript a first render needed and the main thread's work at a 4× slower CPU, medians of `--cpu-runs` loads
 * (scripts/bench/lighthouse/main-thread-profile.ts). JSON reports go to `.lighthouse/` (git-ignored).
 *
 * Options: `--runs=5`, `--warmup=1`, `--cpu-runs=5` (0 skips them), `--api-delay=150` (ms), `--floor=stack`
 * (`none` skips it; several, comma-separated, are measured in the same rounds and the targets judged against the
 * first; built if missing), `--no-build` (reuse dist/), `--dist=DIR` (serve another build without building),
 * `--port=4031` or $BENCH_LIGHTHOUSE_PORT (the app; DevTools port+1, pictures port+2, floors port+3 on),
 * `--protocol=http1.1` (the production conditions over HTTP/1.1: Chromium with HTTP/2 off, six connections per origin,
 * as from a server without HTTP/2; pictures, API delay and brotli as with HTTP/2), `--http1` (the old conditions, for comparison: the Express mock serves dist/ over HTTP/1.1, answers at once and
 * draws its ~1 KiB SVG pictures on the app's origin), `--pictures=app` (over HTTP/2, the JPEG pictures from the app's
 * own origin and connection instead of a second one: Lighthouse's simulation opens the second origin's connection
 * cold, DNS, TCP and TLS, whatever the page preconnected; this shows what that costs the largest paint). Otherwise the
 * build names the pictures' origin (VITE_PICTURE_ORIGIN), so its index.html preconnects it and its headers file
 * announces it, as a shop's build would.
 * $CHROMIUM_PATH overrides /usr/bin/chromium. Exits 1 if a run fails, not when a target is missed.
 */
import { type ChildProcess, execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { benchChromium, firstGoodsId, pictureOrigin, startBenchChromium, startBenchOrigins } from './bench-origins';
import {
  type BenchOptions,
  figuresOf,
  floorFor,
  floorLabel,
  formatAgainstFloor,
  formatTable,
  isFloorLabel,
  lcpFloorOf,
  medianFigures,
  missedTargets,
  parseBenchOptions,
  type Row,
  type RunFigures,
  rowsOfFloor,
  spreadOf,
} from './first-load-bench-lib';
import { FLOORS, type Floor } from './floors/floors';
import { type CpuRun, profileLoads } from './main-thread-profile';
import { type CpuSummary, formatCpu, summarise } from './main-thread-profile-lib';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    'cpu-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_PORT || '4031' },
    'api-delay': { type: 'string', default: '150' },
    floor: { type: 'string', default: 'stack' },
    http1: { type: 'boolean', default: false },
    protocol: { type: 'string', default: 'h2' },
    pictures: { type: 'string', default: 'cdn' },
    'no-build': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
let opts: BenchOptions;
let cpuRuns: number;
try {
  opts = parseBenchOptions(values);
  const unknown = opts.floors.filter((name) => !FLOORS.some((f) => f.name === name));
  if (unknown.length)
    throw new Error(
      `--floor: no floor "${unknown.join('", "')}"; floors: ${FLOORS.map((f) => f.name).join(', ')}, none`,
    );
  cpuRuns = Number(values['cpu-runs']);
  if (!/^\d+$/.test(values['cpu-runs'] ?? ''))
    throw new Error(`--cpu-runs must be a whole number, got "${values['cpu-runs']}"`);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const chromePort = opts.port + 1;
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

const dist = values.dist ?? 'dist';
const label = `${values.dist ? `${path.basename(path.resolve(values.dist))}-` : ''}${opts.http1 ? 'http1-' : ''}${opts.protocol === 'http1.1' ? 'h1tls-' : ''}${opts.pictures === 'app' ? 'pictures-app-' : ''}`;
if (!values['no-build'] && !values.dist) {
  // Over HTTP/1.1, or with --pictures=app, the pictures are on the app's own origin: nothing to preconnect.
  const ownOrigin = opts.http1 || opts.pictures === 'app';
  const env = ownOrigin ? process.env : { ...process.env, VITE_PICTURE_ORIGIN: pictureOrigin(opts.port) };
  execSync('npx vite build', { stdio: 'inherit', env });
}
const floors = opts.floors.map((name) => FLOORS.find((f) => f.name === name) as Floor);
const floorDirs = floors.map((f) => path.resolve('.lighthouse/floors', f.name));
const unbuilt = floors.filter((_, i) => !existsSync(path.join(floorDirs[i] as string, 'index.html')));
if (unbuilt.length)
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/lighthouse/floors/build-floor-pages.ts', ...unbuilt.map((f) => f.name)],
    { stdio: 'inherit' },
  );

const origins = await startBenchOrigins({
  dist,
  floorDirs,
  port: opts.port,
  apiDelayMs: opts.apiDelayMs,
  http1: opts.http1,
  protocol: opts.protocol,
  pictures: opts.pictures,
});

const chromium = benchChromium();
children.push(await startBenchChromium(chromePort, profile, origins.chromiumFlags));

const paths = ['/', `/goods/${await firstGoodsId(origins.mock)}`, '/orders'];
const targets: { name: string; url: string }[] = paths.map((route) => ({ name: route, url: `${origins.app}${route}` }));
// A floor with the app's inline script reads what each route reads: measured at each route's path, once otherwise.
floors.forEach((floor, i) => {
  for (const at of floor.inlineBoot ? paths : [undefined])
    targets.push({ name: floorLabel(floor.name, at), url: `${origins.floors[i]}${at ?? '/'}` });
});

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
// Round by round (each route, then the floor, then again): a machine whose load changes over the minutes of a run
// weighs on the floor as on the routes, which the differences need.
const runsOf = new Map<string, RunFigures[]>(targets.map((t) => [t.name, []]));
for (let i = 1; i <= opts.runs; i++)
  for (const t of targets) runsOf.get(t.name)?.push(await audit(t.name, t.url, String(i)));
const rows: Row[] = targets.map((t) => {
  const figures = runsOf.get(t.name) ?? [];
  return { route: t.name, runs: opts.runs, figures: medianFigures(figures), spread: spreadOf(figures) };
});
const browser = children.find((c) => c.spawnfile === chromium);
if (browser && browser.exitCode === null) {
  browser.kill('SIGTERM');
  await new Promise((r) => browser.once('exit', r));
}

// The machine-independent figures, in a Chromium of their own (after Lighthouse's, so the two do not compete).
const loadsOf = new Map<string, CpuRun[]>(targets.map((t) => [t.name, []]));
for (let i = 1; i <= cpuRuns; i++)
  for (const t of targets) {
    const [load] = await profileLoads(t.url, 1, { chromium, args: [...CHROMIUM_ARGS, ...origins.chromiumFlags] });
    if (load) loadsOf.get(t.name)?.push(load);
    console.log(`${t.name} ${i}: main thread (4× CPU) ${load?.mainThread.busyMs.toFixed(0)} ms`);
  }
const cpu: CpuSummary[] = cpuRuns > 0 ? targets.map((t) => summarise(t.name, loadsOf.get(t.name) ?? [])) : [];

const conditions = opts.http1
  ? 'HTTP/1.1 from the Express mock, API at once, ~1 KiB SVG pictures on the same origin'
  : `HTTPS + ${opts.protocol === 'http1.1' ? 'HTTP/1.1 (--protocol=http1.1)' : 'HTTP/2'} + brotli, API +${opts.apiDelayMs} ms, 55–70 KiB JPEG pictures ${
      opts.pictures === 'app' ? "from the page's own origin (--pictures=app)" : 'from a second origin'
    }`;
console.log(
  `\nLighthouse 12 mobile preset on ${dist}/ (${conditions}); median and lowest–highest of ${opts.runs} per route (reports in .lighthouse/):\n`,
);
console.log(formatTable(rows));
const routes = rows.filter((r) => !isFloorLabel(r.route));
// LCP against a floor that paints what the route paints (first-load-bench-lib.ts, lcpFloorOf); the rest the first.
const lcpFloor = lcpFloorOf(floors);
for (const [i, floor] of floors.entries()) {
  const judged =
    i === 0 && floor === lcpFloor
      ? 'the targets are judged against it'
      : i === 0
        ? 'TBT and performance are judged against it'
        : floor === lcpFloor
          ? "the LCP is judged against it: its largest paint is what each route's is"
          : `printed beside floor:${floors[0]?.name}`;
  console.log(`\nfloor:${floor.name} = ${floor.contains} (${judged}).\n\nAgainst it (route − floor):\n`);
  console.log(formatAgainstFloor(routes, rowsOfFloor(floor.name, rows)));
}
if (!floors.length)
  console.log('\nNo floor (--floor=none): performance, LCP and TBT are not judged; an absolute score says little.');
if (cpu.length) {
  console.log(
    `\nMain thread at a ${4}× slower CPU (Chromium trace, navigation to network idle) and the JavaScript the first render needed (encoded KiB), medians of ${cpuRuns}:\n`,
  );
  for (const floor of floors.length ? floors : [null])
    console.log(
      formatCpu(
        cpu.filter((c) => !isFloorLabel(c.route)),
        floor ? rowsOfFloor(floor.name, cpu) : [],
      ),
    );
}
const judgedBy = floors[0] ? rowsOfFloor(floors[0].name, rows) : [];
const lcpJudgedBy = lcpFloor ? rowsOfFloor(lcpFloor.name, rows) : [];
const misses = routes.flatMap((r) =>
  missedTargets(
    r.route,
    r.figures,
    floorFor(r.route, judgedBy)?.figures ?? null,
    floorFor(r.route, lcpJudgedBy)?.figures ?? null,
  ),
);
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
await origins.close();
process.exit(0);
