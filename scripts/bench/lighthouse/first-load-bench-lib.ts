/**
 * Pure parts of `npm run bench:lighthouse`: read its options, pick figures from a Lighthouse result, take medians
 * and spreads, print a table.
 */
import { textTable } from './text-table';

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Transferred bytes and request count of the load. */
  bytes: number;
  requests: number;
  /**
   * Lighthouse's measure of this machine's speed at the time of the run (about 1,000–2,000 on an idle desktop
   * core): its simulation scales CPU work by it, so a loaded machine shows as a low index and worse figures.
   */
  benchmarkIndex: number;
}

interface Lhr {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const num = (v: number | null | undefined, what: string): number => {
  if (typeof v !== 'number' || Number.isNaN(v)) throw new Error(`Lighthouse result has no ${what}`);
  return v;
};

const requestCount = (items: unknown): number => (Array.isArray(items) ? items.length : 0);

export function figuresOf(lhr: Lhr): RunFigures {
  const cat = (id: string) => num(lhr.categories[id]?.score, `${id} score`);
  const audit = (id: string) => num(lhr.audits[id]?.numericValue, `${id} audit`);
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: requestCount((lhr.audits['network-requests']?.details as { items?: unknown } | undefined)?.items),
    benchmarkIndex: num(lhr.environment?.benchmarkIndex, 'benchmarkIndex'),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Median of each figure separately (as Lighthouse's own docs recommend for repeated runs). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  if (keys.length === 0) throw new Error('no runs');
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunFigures;
}

/** Lowest and highest of each figure over the runs: how far one run may be from the median. */
export type Spread = Record<keyof RunFigures, [number, number]>;

export function spreadOf(runs: RunFigures[]): Spread {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  if (keys.length === 0) throw new Error('no runs');
  return Object.fromEntries(
    keys.map((k) => {
      const v = runs.map((r) => r[k]);
      return [k, [Math.min(...v), Math.max(...v)]];
    }),
  ) as Spread;
}

export interface Row {
  route: string;
  runs: number;
  figures: RunFigures;
  spread?: Spread;
}

const range = (s: Spread | undefined, k: keyof RunFigures, digits: number): string =>
  s ? `${s[k][0].toFixed(digits)}–${s[k][1].toFixed(digits)}` : '';

const COLUMNS: [string, (f: RunFigures, s?: Spread) => string][] = [
  ['perf', (f) => f.performance.toFixed(2)],
  ['perf range', (_, s) => range(s, 'performance', 2)],
  ['FCP ms', (f) => f.fcp.toFixed(0)],
  ['LCP ms', (f) => f.lcp.toFixed(0)],
  ['LCP range', (_, s) => range(s, 'lcp', 0)],
  ['TBT ms', (f) => f.tbt.toFixed(0)],
  ['TBT range', (_, s) => range(s, 'tbt', 0)],
  ['CLS', (f) => f.cls.toFixed(3)],
  ['KiB', (f) => (f.bytes / 1024).toFixed(1)],
  ['reqs', (f) => String(f.requests)],
  ['a11y', (f) => f.accessibility.toFixed(2)],
  ['BP', (f) => f.bestPractices.toFixed(2)],
  ['SEO', (f) => f.seo.toFixed(2)],
  ['bench index', (f) => f.benchmarkIndex.toFixed(0)],
];

export function formatTable(rows: Row[]): string {
  const head = ['route', 'runs', ...COLUMNS.map(([h]) => h)];
  const body = rows.map((r) => [r.route, String(r.runs), ...COLUMNS.map(([, f]) => f(r.figures, r.spread))]);
  return textTable(head, body);
}

/**
 * The targets of issue 39, as differences from the floor measured in the same run (a floor page under the same
 * conditions on the same machine at the same time): they hold on any machine, where absolute scores do not.
 */
export const FLOOR_TARGETS = { tbtMs: 100, lcpMs: 600, performance: 0.03 } as const;

/** A route's figures against the floor's: route − floor, for the three figures the targets judge. */
export interface FloorDiff {
  performance: number;
  lcp: number;
  tbt: number;
}

export const floorDiff = (f: RunFigures, floor: RunFigures): FloorDiff => ({
  performance: f.performance - floor.performance,
  lcp: f.lcp - floor.lcp,
  tbt: f.tbt - floor.tbt,
});

const signed = (n: number, digits: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;

/**
 * One sentence per missed target. Performance, LCP and TBT against the floor (none judged without one: an absolute
 * score says as much about the machine as about the page); CLS, accessibility, best practices and SEO, which no
 * machine changes, as absolutes. `lcpFloor`, when given, is the floor the LCP is judged against instead (`lcpFloorOf`).
 */
export function missedTargets(
  route: string,
  f: RunFigures,
  floor: RunFigures | null,
  lcpFloor: RunFigures | null = floor,
): string[] {
  const miss: string[] = [];
  const d = floor ? floorDiff(f, floor) : null;
  const lcp = lcpFloor ? f.lcp - lcpFloor.lcp : null;
  if (d && d.tbt > FLOOR_TARGETS.tbtMs)
    miss.push(`${route}: TBT ${f.tbt.toFixed(0)} ms is floor ${signed(d.tbt, 0)} ms, over +${FLOOR_TARGETS.tbtMs}`);
  if (lcp !== null && lcp > FLOOR_TARGETS.lcpMs)
    miss.push(`${route}: LCP ${f.lcp.toFixed(0)} ms is floor ${signed(lcp, 0)} ms, over +${FLOOR_TARGETS.lcpMs}`);
  if (d && d.performance < -FLOOR_TARGETS.performance - 1e-9)
    miss.push(
      `${route}: performance ${f.performance.toFixed(2)} is floor ${signed(d.performance, 2)}, under −${FLOOR_TARGETS.performance}`,
    );
  if (f.cls > 0.02) miss.push(`${route}: CLS ${f.cls.toFixed(3)} > 0.02`);
  if (f.accessibility < 0.95) miss.push(`${route}: accessibility ${f.accessibility.toFixed(2)} < 0.95`);
  if (f.bestPractices < 1) miss.push(`${route}: best practices ${f.bestPractices.toFixed(2)} < 1`);
  if (f.seo < 0.9) miss.push(`${route}: SEO ${f.seo.toFixed(2)} < 0.90`);
  return miss;
}

/**
 * The floor the LCP target is judged against: the first measured with the app's inline script, if any. Its largest
 * paint is what each route's is (the picture the route's first reads name, or the login page's text), where `stack`'s
 * is a line of text: against that, a route whose largest paint is a photograph named by an API answer misses the
 * target before the app adds anything (2026-11-29: the inline-script floor alone was +0.60 to +0.72 s over `stack`).
 * TBT and performance stay judged against the first floor.
 */
export function lcpFloorOf<F extends { inlineBoot?: boolean }>(floors: readonly F[]): F | undefined {
  return floors.find((f) => f.inlineBoot) ?? floors[0];
}

/**
 * A floor's row: `floor:NAME` when it is measured at `/` only, `floor:NAME PATH` when at each route's own path (a
 * floor whose inline script reads what the route reads: scripts/bench/lighthouse/floors/floors.ts, `everyRoute`).
 */
export const floorLabel = (name: string, path?: string): string => `floor:${name}${path ? ` ${path}` : ''}`;

export const isFloorLabel = (label: string): boolean => label.startsWith('floor:');

/** The rows of one floor (`floor:NAME`, or `floor:NAME PATH` for each path) among others. */
export const rowsOfFloor = <T extends { route: string }>(name: string, rows: T[]): T[] =>
  rows.filter((r) => r.route === floorLabel(name) || r.route.startsWith(`${floorLabel(name)} `));

/**
 * The floor a route is judged against, among one floor's rows: the one measured at the route's own path, else the
 * one measured once.
 */
export function floorFor<T extends { route: string }>(route: string, floors: T[]): T | null {
  return floors.find((f) => f.route.endsWith(` ${route}`)) ?? floors.find((f) => !f.route.includes(' ')) ?? null;
}

/** Each route beside its floor of the same run (floorFor): perf, LCP and TBT, each with its difference. */
export function formatAgainstFloor(rows: Row[], floors: Row[]): string {
  const head = ['route', 'perf', 'Δ perf', 'LCP ms', 'Δ LCP', 'TBT ms', 'Δ TBT'];
  const cells = (r: Row, d: FloorDiff | null) => [
    r.route,
    r.figures.performance.toFixed(2),
    d ? signed(d.performance, 2) : '',
    r.figures.lcp.toFixed(0),
    d ? signed(d.lcp, 0) : '',
    r.figures.tbt.toFixed(0),
    d ? signed(d.tbt, 0) : '',
  ];
  const diff = (r: Row) => {
    const floor = floorFor(r.route, floors);
    return floor ? floorDiff(r.figures, floor.figures) : null;
  };
  const body = [...rows.map((r) => cells(r, diff(r))), ...floors.map((f) => cells(f, null))];
  body.push([
    'target',
    '',
    `≥ −${FLOOR_TARGETS.performance}`,
    '',
    `≤ +${FLOOR_TARGETS.lcpMs}`,
    '',
    `≤ +${FLOOR_TARGETS.tbtMs}`,
  ]);
  return textTable(head, body);
}

export interface BenchOptions {
  runs: number;
  warmups: number;
  /** The app's origin; Chromium's DevTools take port+1, the pictures port+2, the floor port+3. */
  port: number;
  apiDelayMs: number;
  /** The old conditions: the Express mock over HTTP/1.1, no delay, its SVG pictures from the app's origin. */
  http1: boolean;
  /**
   * The production conditions' protocol: `h2`, or `http1.1` (Chromium started with HTTP/2 off: HTTPS over HTTP/1.1,
   * six connections per origin, as from a server without HTTP/2; the pictures, the API's delay and brotli unchanged).
   */
  protocol: 'h2' | 'http1.1';
  /**
   * Where the pictures come from over HTTP/2: `cdn`, an origin of their own as a shop's CDN (the default), or `app`,
   * the page's own origin and connection. Lighthouse's simulation opens a connection to another origin cold (DNS, TCP
   * and TLS: about five round trips before the picture's first byte) whatever the page preconnected, so `app` measures
   * what of the largest paint's gap that costs.
   */
  pictures: 'cdn' | 'app';
  /**
   * The floors of scripts/bench/lighthouse/floors/ measured in the same run (none when empty), each on an origin of
   * its own from port+3 on. The targets are judged against the first; the others are printed beside it.
   */
  floors: string[];
}

const wholeNumber = (raw: string, name: string, min: number): number => {
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return n;
};

export function parseBenchOptions(v: {
  runs: string;
  warmup: string;
  port: string;
  'api-delay': string;
  http1: boolean;
  floor: string;
  pictures: string;
  protocol: string;
}): BenchOptions {
  const port = wholeNumber(v.port, 'port', 1024);
  if (v.pictures !== 'cdn' && v.pictures !== 'app')
    throw new Error(`--pictures must be cdn (their own origin) or app (the page's), got "${v.pictures}"`);
  if (v.http1 && v.pictures !== 'cdn') throw new Error('--pictures applies to HTTP/2; --http1 has its own pictures');
  if (v.protocol !== 'h2' && v.protocol !== 'http1.1')
    throw new Error(`--protocol must be h2 or http1.1, got "${v.protocol}"`);
  if (v.http1 && v.protocol !== 'h2')
    throw new Error('--protocol applies to the production conditions; --http1 (the old ones) is HTTP/1.1 already');
  const floors = v.floor === '' || v.floor === 'none' ? [] : v.floor.split(',').map((f) => f.trim());
  if (floors.some((f) => f === '' || f === 'none') || new Set(floors).size !== floors.length)
    throw new Error(`--floor must be none or floor names, each once, comma-separated, got "${v.floor}"`);
  const last = port + 2 + Math.max(1, floors.length);
  if (last > 65535) throw new Error(`--port must leave room for port+${last - port}, got ${port}`);
  return {
    runs: wholeNumber(v.runs, 'runs', 1),
    warmups: wholeNumber(v.warmup, 'warmup', 0),
    port,
    apiDelayMs: wholeNumber(v['api-delay'], 'api-delay', 0),
    http1: v.http1,
    protocol: v.protocol,
    pictures: v.pictures,
    floors,
  };
}
