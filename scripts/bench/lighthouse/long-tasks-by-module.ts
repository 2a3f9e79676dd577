/**
 * `npm run bench:modules [-- --route=/ --runs=3]` — what the long tasks of a first load are, per module: builds the app
 * unminified into `.lighthouse/plain` (Rolldown marks where each module starts), serves it as the bench does
 * (scripts/bench/lighthouse/bench-origins.ts), loads the route at a 4× slower CPU with a CPU profile, and prints each
 * task over 50 ms with the modules its samples fall in, then those modules' time summed over every long task of every
 * run. Unminified code parses and runs a little slower than the shipped build: read it for where the time goes, and the
 * bench (`npm run bench:lighthouse`) for how much.
 *
 * Options: `--route=/` (or `/goods` for the first goods page), `--runs=3`, `--functions` (per module and function),
 * `--port=4031` or $BENCH_LIGHTHOUSE_PORT (pictures port+2), `--no-build` (reuse .lighthouse/plain).
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { firstGoodsId, pictureOrigin, startBenchOrigins } from './bench-origins';
import { profileLoads } from './main-thread-profile';

const { values } = parseArgs({
  options: {
    route: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_PORT || '4031' },
    'no-build': { type: 'boolean', default: false },
    functions: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const runs = Number(values.runs);
const dir = path.resolve('.lighthouse/plain');
if (!values['no-build'])
  execSync(`npx vite build --minify false --outDir ${dir} --emptyOutDir`, {
    stdio: 'inherit',
    env: { ...process.env, VITE_PICTURE_ORIGIN: pictureOrigin(port) },
  });
const origins = await startBenchOrigins({
  dist: dir,
  floorDirs: [],
  port,
  apiDelayMs: 150,
  http1: false,
  pictures: 'cdn',
});
const route = values.route === '/goods' ? `/goods/${await firstGoodsId(origins.mock)}` : (values.route as string);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const loads = await profileLoads(`${origins.app}${route}`, runs, {
  chromium,
  args: [...CHROMIUM_ARGS, ...origins.chromiumFlags],
  modules: dir,
  functions: values.functions,
});
const total = new Map<string, number>();
loads.forEach((load, i) => {
  console.log(
    `\nrun ${i + 1}: main thread ${load.mainThread.busyMs.toFixed(0)} ms, ${load.mainThread.longTasks} long tasks`,
  );
  for (const t of load.modules ?? []) {
    console.log(`  task at ${t.start.toFixed(0)} ms, ${t.ms.toFixed(0)} ms:`);
    for (const [where, ms] of t.top) {
      console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${where}`);
      total.set(where, (total.get(where) ?? 0) + ms / loads.length);
    }
  }
});
console.log(`\n${route}: modules in the long tasks, ms per load (mean of ${runs}):`);
for (const [where, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${ms.toFixed(1).padStart(6)}  ${where}`);
await origins.close();
process.exit(0);
