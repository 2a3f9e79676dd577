/** Pure parts of `npm run bench:lighthouse`: pick figures from a Lighthouse result, take medians, print a table. */

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
}

interface Lhr {
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

const COLUMNS: [string, (f: RunFigures) => string][] = [
  ['perf', (f) => f.performance.toFixed(2)],
  ['FCP ms', (f) => f.fcp.toFixed(0)],
  ['LCP ms', (f) => f.lcp.toFixed(0)],
  ['TBT ms', (f) => f.tbt.toFixed(0)],
  ['CLS', (f) => f.cls.toFixed(3)],
  ['KiB', (f) => (f.bytes / 1024).toFixed(1)],
  ['reqs', (f) => String(f.requests)],
  ['a11y', (f) => f.accessibility.toFixed(2)],
  ['BP', (f) => f.bestPractices.toFixed(2)],
  ['SEO', (f) => f.seo.toFixed(2)],
];

export function formatTable(rows: { route: string; runs: number; figures: RunFigures }[]): string {
  const head = ['route', 'runs', ...COLUMNS.map(([h]) => h)];
  const body = rows.map((r) => [r.route, String(r.runs), ...COLUMNS.map(([, f]) => f(r.figures))]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

/** Targets of the first-load issue; returns one sentence per miss. */
export function missedTargets(route: string, f: RunFigures): string[] {
  const miss: string[] = [];
  if (f.performance < 0.9) miss.push(`${route}: performance ${f.performance.toFixed(2)} < 0.90`);
  if (f.lcp > 2500) miss.push(`${route}: LCP ${f.lcp.toFixed(0)} ms > 2500`);
  if (f.tbt > 150) miss.push(`${route}: TBT ${f.tbt.toFixed(0)} ms > 150`);
  if (f.cls > 0.02) miss.push(`${route}: CLS ${f.cls.toFixed(3)} > 0.02`);
  if (f.accessibility < 0.95) miss.push(`${route}: accessibility ${f.accessibility.toFixed(2)} < 0.95`);
  if (f.bestPractices < 1) miss.push(`${route}: best practices ${f.bestPractices.toFixed(2)} < 1`);
  if (f.seo < 0.9) miss.push(`${route}: SEO ${f.seo.toFixed(2)} < 0.90`);
  return miss;
}
