/**
 * `npm run bench:scan-tap -- DIR_A DIR_B [--runs=5]` — the home page's first scan of a visit: the time from a tap on
 * its scan button to the scanner's screen, for two builds, the runs alternating. Each run is a cold visit (a new
 * profile) on a phone's terms: a mobile viewport and user agent, the CPU slowed 4× and Lighthouse's mobile link
 * (150 ms round trip, 1.6 Mbit/s down), served as the Lighthouse bench serves a build (HTTP/2, the API 150 ms late;
 * scripts/bench/lighthouse/bench-origins.ts). The tap comes `--after` ms (default 5000) after the page's load event: a
 * shopper who looks at the page before scanning, by when a build that loads the flow after its first screen has it.
 * Chromium's fake camera stands in for one.
 * What it weighs: a build that loads the scan flow only when reached for (src/pages/HomePage.tsx) against one that
 * loaded it after the first screen.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
// Lighthouse's own mobile preset: the link, CPU slowdown and user agent the Lighthouse bench runs under.
import * as lhConstants from 'lighthouse/core/config/constants.js';
import { benchChromium, startBenchOrigins } from './lighthouse/bench-origins';
import { median } from './lighthouse/first-load-bench-lib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: process.env.BENCH_LIGHTHOUSE_PORT || '4031' },
    after: { type: 'string', default: '5000' },
  },
});
const [dirA, dirB] = positionals;
const runs = Number(values.runs);
const after = Number(values.after);
if (!dirA || !dirB || positionals.length !== 2 || !Number.isInteger(runs) || runs < 1 || !(after >= 0)) {
  console.error('usage: npm run bench:scan-tap -- DIR_A DIR_B [--runs=5] [--after=5000] [--port=4031]');
  process.exit(2);
}
const origins = await startBenchOrigins({
  dist: dirA,
  floorDirs: [dirB],
  port: Number(values.port),
  apiDelayMs: 150,
  http1: false,
  protocol: 'h2',
  pictures: 'cdn',
});
const SLOW_4G = lhConstants.throttling.mobileSlow4G;
const builds = [
  { name: path.basename(path.resolve(dirA)), origin: origins.app, taps: [] as number[] },
  { name: path.basename(path.resolve(dirB)), origin: origins.floors[0] as string, taps: [] as number[] },
];

/** One cold visit of `/` and a tap on its scan button: ms from the tap to the scanner's dialog. */
async function tapToScanner(origin: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: benchChromium(),
    args: [...origins.chromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      userAgent: lhConstants.userAgents.mobile,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.rttMs,
      downloadThroughput: (SLOW_4G.throughputKbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier });
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    const button = page.getByRole('button', { name: '扫一扫' });
    await button.waitFor();
    await page.waitForTimeout(after);
    const tappedAt = await page.evaluate(() => performance.now());
    await button.tap();
    // The scanner's overlay is a dialog named by its title: the page's own clock when it is first found. (A string:
    // tsx names the functions it compiles, with a helper the page does not have.)
    const shownAt = (await page.evaluate(
      `new Promise((resolve) => { const seen = () => document.querySelector('[role="dialog"]') ? resolve(performance.now()) : requestAnimationFrame(seen); seen(); })`,
    )) as number;
    return shownAt - tappedAt;
  } finally {
    await browser.close();
  }
}

for (let run = 0; run < runs; run++)
  for (const b of run % 2 ? [...builds].reverse() : builds) {
    const ms = await tapToScanner(b.origin);
    b.taps.push(ms);
    console.log(`${b.name} ${run + 1}: tap → scanner ${ms.toFixed(0)} ms`);
  }
console.log(
  `\n/ scan button, cold visits, tapped ${after} ms after load, CPU 4×, 150 ms / 1.6 Mbit/s, medians of ${runs} alternating runs:`,
);
for (const b of builds)
  console.log(
    `${b.name}: tap → scanner ${median(b.taps).toFixed(0)} ms (${b.taps.map((t) => t.toFixed(0)).join(' ')})`,
  );
await origins.close();
process.exit(0);
