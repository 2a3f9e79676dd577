/**
 * `npm run bench:ab -- DIR_A DIR_B [--route=/] [--runs=7]` — two builds of the app on one route, Lighthouse's mobile
 * preset in one Chromium, the runs alternating (A B, then B A, …) after one uncounted warm-up each, so that a machine
 * whose speed drifts over the minutes weighs on both alike; prints each run and the medians of FCP, TBT, LCP and the
 * performance score. For a change whose gain is smaller than the spread between runs of `npm run bench:lighthouse`
 * (TBT differs by 100 ms and more between runs of one build), measured against the build before it.
 *
 * Served as the bench serves a build (scripts/bench/lighthouse/bench-origins.ts): B on the origin of the bench's first
 * floor, with the same mock, pictures and certificate. Build both with the pictures' origin of `--port` (the bench's
 * default 4031: `VITE_PICTURE_ORIGIN=https://127.0.0.1:4033 npx vite build --outDir DIR`), so each index.html
 * preconnects the origin its pictures come from. `--route=/goods` is the first goods page. `--http1`: the bench's old
 * conditions (`npm run bench:lighthouse -- --http1`); `--protocol=http1.1`: its production conditions over HTTP/1.1.
 * `--applied`: Lighthouse's applied throttling (`throttlingMethod: 'devtools'`: Chromium itself slows each request by
 * 562.5 ms, the link to 1.47 Mbit/s and the CPU 4×, and Lighthouse reads the real load) instead of its simulation, which
 * models connections opening cold and counts every module script that arrived before the first paint as render-blocking
 * (docs/measurements/2026-11-30-applied-throttling.md): another model of the same slow phone, for a result that should
 * not hold in one model only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { firstGoodsId, startBenchChromium, startBenchOrigins } from './bench-origins';
import { figuresOf, median, type RunFigures } from './first-load-bench-lib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string', default: '/' },
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_PORT || '4031' },
    http1: { type: 'boolean', default: false },
    protocol: { type: 'string', default: 'h2' },
    applied: { type: 'boolean', default: false },
  },
});
const [dirA, dirB] = positionals;
const runs = Number(values.runs);
const protocolOk = values.protocol === 'h2' || (values.protocol === 'http1.1' && !values.http1);
if (!dirA || !dirB || positionals.length !== 2 || !Number.isInteger(runs) || runs < 1 || !protocolOk) {
  console.error(
    'usage: npm run bench:ab -- DIR_A DIR_B [--route=/|/goods|PATH] [--runs=7] [--port=4031] [--http1 | --protocol=http1.1] [--applied]',
  );
  process.exit(2);
}
const port = Number(values.port);
const origins = await startBenchOrigins({
  dist: dirA,
  floorDirs: [dirB],
  port,
  // The bench's conditions, or with --http1 its old ones (HTTP/1.1 from the Express mock, the API at once).
  apiDelayMs: values.http1 ? 0 : 150,
  http1: values.http1 as boolean,
  protocol: values.protocol === 'http1.1' ? 'http1.1' : 'h2',
  pictures: 'cdn',
});
const chrome = await startBenchChromium(port + 1, mkdtempSync(path.join(tmpdir(), 'bench-ab-')), origins.chromiumFlags);
const route = values.route === '/goods' ? `/goods/${await firstGoodsId(origins.mock)}` : (values.route as string);
const builds = [
  { name: path.basename(path.resolve(dirA)), url: `${origins.app}${route}`, runs: [] as RunFigures[] },
  { name: path.basename(path.resolve(dirB)), url: `${origins.floors[0]}${route}`, runs: [] as RunFigures[] },
];
for (let run = 0; run <= runs; run++)
  for (const b of run % 2 ? [...builds].reverse() : builds) {
    // The bench's categories, so a run is the bench's run.
    const result = await lighthouse(b.url, {
      port: port + 1,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: values.applied ? 'devtools' : 'simulate',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result || result.lhr.runtimeError)
      throw new Error(`${b.url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const f = figuresOf(result.lhr);
    if (run === 0) continue; // the warm-up
    b.runs.push(f);
    console.log(
      `${b.name} ${run}: FCP ${f.fcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms, LCP ${f.lcp.toFixed(0)} ms, perf ${f.performance.toFixed(2)}, benchmarkIndex ${f.benchmarkIndex.toFixed(0)}`,
    );
  }
console.log(
  `\n${route}${values.http1 ? ' (old conditions, HTTP/1.1)' : values.protocol === 'http1.1' ? ' (HTTP/1.1 over TLS)' : ''}${values.applied ? ', applied throttling' : ''}, medians of ${runs} alternating runs:`,
);
const med = (b: (typeof builds)[number], k: keyof RunFigures) => median(b.runs.map((r) => r[k]));
for (const b of builds) {
  const each = b.runs.map((r) => r.tbt.toFixed(0)).join(' ');
  const tbt = med(b, 'tbt').toFixed(0);
  const lcp = med(b, 'lcp').toFixed(0);
  console.log(
    `${b.name}: FCP ${med(b, 'fcp').toFixed(0)} ms, TBT ${tbt} ms, LCP ${lcp} ms, perf ${med(b, 'performance').toFixed(2)} (TBT of each run: ${each})`,
  );
}
chrome.kill('SIGTERM');
await origins.close();
process.exit(0);
