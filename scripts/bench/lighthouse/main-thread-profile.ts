/**
 * The bench's machine-independent figures (scripts/bench/lighthouse/first-load-bench.ts), measured in Debian's Chromium
 * through Playwright on the e2e phone profile (Pixel 7) with the CPU slowed 4× by CDP, as Lighthouse's mobile preset
 * does: the main thread's work from navigation until the page is quiet (network idle), from a Chromium trace, and the
 * JavaScript bytes the page had downloaded when it first rendered into #root. With `modules`, also a CPU profile whose
 * samples are read per module of an unminified build (`npm run bench:modules`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, devices } from 'playwright';
import {
  type MainThread,
  mainThreadOf,
  moduleAt,
  moduleStarts,
  pageTasks,
  pageThread,
  type Task,
  type TraceEvent,
} from './main-thread-profile-lib';

export const CPU_SLOWDOWN = 4;

export interface CpuRun {
  mainThread: MainThread;
  /** When the page first put anything into #root (ms since navigation), at the slowdown. */
  firstRenderMs: number;
  /** Encoded (transferred) bytes of the scripts that had arrived by then. */
  firstScreenJsBytes: number;
  tasks: Task[];
  /** With `modules`: each long task's time per module, most first. */
  modules?: { start: number; ms: number; top: [string, number][] }[];
}

export interface CpuOptions {
  chromium: string;
  args: string[];
  /** An unminified build's directory, whose chunks the page loads: samples are attributed to its modules. */
  modules?: string;
  /** With `modules`: per module and function (`module › function`). */
  functions?: boolean;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

function recordFirstRender() {
  new MutationObserver((_, observer) => {
    if (!document.getElementById('root')?.firstChild) return;
    (window as unknown as { __firstRender: number }).__firstRender = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Per long task, its CPU samples by module of the unminified build in `dir`. */
function modulesOf(
  profile: CpuProfile,
  events: TraceEvent[],
  tasks: Task[],
  dir: string,
  functions: boolean,
): CpuRun['modules'] {
  const starts = new Map<string, { line: number; module: string }[]>();
  const assets = path.join(dir, 'assets');
  if (existsSync(assets))
    for (const f of readdirSync(assets).filter((n) => n.endsWith('.js')))
      starts.set(f, moduleStarts(readFileSync(path.join(assets, f), 'utf8')));
  const nav = pageThread(events).navTs;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const samples: { at: number; where: string; ms: number }[] = [];
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    ts += dt;
    const frame = nodes.get(id);
    const file = frame?.url.split('/').pop() ?? '';
    const module = frame?.url ? moduleAt(starts.get(file) ?? [], frame.lineNumber, file) : null;
    const where = module
      ? functions
        ? `${module} › ${frame?.functionName || '(anonymous)'}`
        : module
      : `(${frame?.functionName || 'native'})`;
    samples.push({ at: (ts - nav) / 1000, where, ms: dt / 1000 });
  });
  return tasks
    .filter((t) => t.ms > 50)
    .map((t) => {
      const by = new Map<string, number>();
      for (const s of samples)
        if (s.at >= t.start && s.at <= t.start + t.ms) by.set(s.where, (by.get(s.where) ?? 0) + s.ms);
      return { start: t.start, ms: t.ms, top: [...by].sort((a, b) => b[1] - a[1]).slice(0, 8) };
    });
}

async function oneLoad(browser: Browser, url: string, modules?: string, functions = false): Promise<CpuRun> {
  const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordFirstRender);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (modules) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, {
      // blink.user_timing: navigationStart, from which the tasks count.
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // The first render first, by its marker: at 4× a route's code can run for over half a second without a request
    // (on /orders, before its loader sends the visitor to /login), and network idle alone then ended the load before
    // anything rendered (one run in four read no render and 0 KiB, 2026-11-28).
    await page.waitForFunction(
      () => (window as unknown as { __firstRender?: number }).__firstRender !== undefined,
      null,
      {
        timeout: 120_000,
      },
    );
    // What runs after the first screen (the later chunks, idle callbacks) counts too: until the network is quiet.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const seen = await page.evaluate(() => {
      const at = (window as unknown as { __firstRender?: number }).__firstRender ?? Number.NaN;
      const js = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => /\.m?js(\?|$)/.test(e.name) && e.responseEnd <= at)
        .reduce((sum, e) => sum + e.encodedBodySize, 0);
      return { at, js };
    });
    const profile = modules ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : null;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const tasks = pageTasks(trace.traceEvents);
    return {
      mainThread: mainThreadOf(tasks),
      firstRenderMs: seen.at,
      firstScreenJsBytes: seen.js,
      tasks,
      ...(profile && modules ? { modules: modulesOf(profile, trace.traceEvents, tasks, modules, functions) } : {}),
    };
  } finally {
    await context.close();
  }
}

/** `runs` cold loads of `url` (a fresh context each: empty cache), one after another. */
export async function profileLoads(url: string, runs: number, opts: CpuOptions): Promise<CpuRun[]> {
  const browser = await chromium.launch({ executablePath: opts.chromium, args: opts.args });
  try {
    const out: CpuRun[] = [];
    for (let i = 0; i < runs; i++) out.push(await oneLoad(browser, url, opts.modules, opts.functions));
    return out;
  } finally {
    await browser.close();
  }
}
