/**
 * Pure parts of the bench's main-thread figures (scripts/bench/lighthouse/main-thread-profile.ts): the page's main
 * thread in a Chromium trace, its tasks from navigation on, what they add up to, and which modules a CPU profile's
 * samples fall in (the bench's module report reads an unminified build, whose `// path` lines mark where each module
 * starts).
 */
import { floorFor } from './first-load-bench-lib';
import { textTable } from './text-table';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export interface Task {
  /** Milliseconds since the navigation started. */
  start: number;
  ms: number;
}

/** Figures of one load at the bench's CPU slowdown: tasks, as they ran. */
export interface MainThread {
  /** All the main thread's work from navigation start to the end of the trace. */
  busyMs: number;
  /** Sum of each task's time beyond 50 ms (Lighthouse's blocking time, without its FCP–TTI window). */
  blockingMs: number;
  longTasks: number;
  /** The longest task. */
  longestMs: number;
}

const RENDERER_MAIN = 'CrRendererMain';

/**
 * The page's main thread and when its document started loading, in the trace's microseconds: the thread of the last
 * `navigationStart` (of the `blink.user_timing` category) of an outermost main frame with an http(s) URL, and its time.
 * Not the busiest renderer main thread: Debian's Chromium 156 runs the omnibox popup's WebUI
 * (chrome://omnibox-popup.top-chrome) in a renderer of its own, headless too, which worked about as much as the page
 * during a load, in about a third of the loads, and was then taken for the page's (2026-11-29: 8 of 8 traced; two
 * bench loads read 66 and 95 ms instead of about 2,000). Nor that thread's last `navigationStart`: Chromium adds one
 * without a URL 20–70 ms after the document's, which left out the tasks between. A trace without such a navigation
 * (an older Chromium's) falls back to the busiest renderer main thread and its last `navigationStart` (the trace's
 * first event without one).
 */
export function pageThread(events: readonly TraceEvent[]): { thread: string; navTs: number } {
  const documentStarts = events.filter((e) => {
    const data = (e.args?.data ?? {}) as { documentLoaderURL?: unknown; isOutermostMainFrame?: unknown };
    return (
      e.name === 'navigationStart' &&
      data.isOutermostMainFrame !== false &&
      typeof data.documentLoaderURL === 'string' &&
      /^https?:/.test(data.documentLoaderURL)
    );
  });
  const last = documentStarts.sort((a, b) => a.ts - b.ts).at(-1);
  if (last) return { thread: `${last.pid}:${last.tid}`, navTs: last.ts };
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === RENDERER_MAIN)
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!thread) throw new Error('the trace has no renderer main thread with tasks');
  const starts = events.filter((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread).map((e) => e.ts);
  const navTs = starts.length ? Math.max(...starts) : Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  return { thread, navTs };
}

/** The tasks of the page's main thread from its navigation on, in ms since the navigation. */
export function pageTasks(events: readonly TraceEvent[]): Task[] {
  const { thread, navTs } = pageThread(events);
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.ts >= navTs)
    .map((e) => ({ start: (e.ts - navTs) / 1000, ms: (e.dur ?? 0) / 1000 }))
    .sort((a, b) => a.start - b.start);
}

export function mainThreadOf(tasks: readonly Task[]): MainThread {
  const long = tasks.filter((t) => t.ms > 50);
  return {
    busyMs: tasks.reduce((sum, t) => sum + t.ms, 0),
    blockingMs: long.reduce((sum, t) => sum + t.ms - 50, 0),
    longTasks: long.length,
    longestMs: Math.max(0, ...tasks.map((t) => t.ms)),
  };
}

/** Where each module starts in an unminified chunk: its `// path` line (Rolldown writes one per module). */
export function moduleStarts(code: string): { line: number; module: string }[] {
  const starts: { line: number; module: string }[] = [];
  code.split('\n').forEach((text, line) => {
    // Virtual modules are written with an escaped NUL: `// \0vite/preload-helper.js`.
    const m = /^\/\/ (?:\\0)?((?:node_modules|src|contracts|mocks|vite|rolldown)\/\S+)$/.exec(text);
    if (m) starts.push({ line, module: m[1] as string });
  });
  return starts;
}

/** The module a 0-based line of a chunk belongs to, or the chunk itself before its first module. */
export function moduleAt(starts: readonly { line: number; module: string }[], line: number, chunk: string): string {
  let found = chunk;
  for (const s of starts) {
    if (s.line > line) break;
    found = s.module;
  }
  return found;
}

/** One target's medians over its loads. */
export interface CpuSummary {
  route: string;
  runs: number;
  busyMs: number;
  blockingMs: number;
  longTasks: number;
  firstRenderMs: number;
  firstScreenJsKiB: number;
}

/** Of the finite values (a load that never rendered into #root has no first render): NaN if there are none. */
const medianOf = (values: number[]): number => {
  const xs = values.filter(Number.isFinite);
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

export function summarise(
  route: string,
  runs: { mainThread: MainThread; firstRenderMs: number; firstScreenJsBytes: number }[],
): CpuSummary {
  return {
    route,
    runs: runs.length,
    busyMs: medianOf(runs.map((r) => r.mainThread.busyMs)),
    blockingMs: medianOf(runs.map((r) => r.mainThread.blockingMs)),
    longTasks: medianOf(runs.map((r) => r.mainThread.longTasks)),
    firstRenderMs: medianOf(runs.map((r) => r.firstRenderMs)),
    firstScreenJsKiB: medianOf(runs.map((r) => r.firstScreenJsBytes)) / 1024,
  };
}

/** The table of main-thread figures, each route with its difference from its floor (floorFor) when there is one. */
export function formatCpu(rows: CpuSummary[], floors: CpuSummary[]): string {
  const d = (n: number, f: number | undefined, digits = 0) =>
    f === undefined ? '' : `${n - f >= 0 ? '+' : '−'}${Math.abs(n - f).toFixed(digits)}`;
  const head = [
    'route',
    'runs',
    'JS KiB',
    'Δ',
    'main thread ms',
    'Δ',
    'blocking ms',
    'Δ',
    'long tasks',
    'first render ms',
  ];
  const body = [...rows, ...floors].map((r) => {
    const f = floors.includes(r) ? null : floorFor(r.route, floors);
    return [
      r.route,
      String(r.runs),
      r.firstScreenJsKiB.toFixed(1),
      d(r.firstScreenJsKiB, f?.firstScreenJsKiB, 1),
      r.busyMs.toFixed(0),
      d(r.busyMs, f?.busyMs),
      r.blockingMs.toFixed(0),
      d(r.blockingMs, f?.blockingMs),
      String(r.longTasks),
      Number.isFinite(r.firstRenderMs) ? r.firstRenderMs.toFixed(0) : '—',
    ];
  });
  return textTable(head, body);
}
