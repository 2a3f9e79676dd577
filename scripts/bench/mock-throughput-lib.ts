/** Helpers of `npm run bench:mock`: options, the load driver, percentiles, the envelope check and the table. */

export interface BenchOptions {
  /** Measured seconds per case (after the warm-up). */
  seconds: number;
  /** Simultaneous loopback clients, each with one request in flight. */
  concurrency: number;
  /** Unmeasured seconds per case before measuring. */
  warmup: number;
}

const DEFAULTS: BenchOptions = { seconds: 5, concurrency: 16, warmup: 0.5 };
const ENV: Record<keyof BenchOptions, string> = {
  seconds: 'BENCH_SECONDS',
  concurrency: 'BENCH_CONCURRENCY',
  warmup: 'BENCH_WARMUP',
};

/** `--seconds=N --concurrency=N --warmup=N`, else $BENCH_SECONDS / $BENCH_CONCURRENCY / $BENCH_WARMUP, else defaults. */
export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const out = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as Array<keyof BenchOptions>) {
    const flag = argv.find((a) => a.startsWith(`--${key}=`));
    const raw = flag ? flag.slice(key.length + 3) : env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    const valid = key === 'concurrency' ? Number.isInteger(n) && n >= 1 : Number.isFinite(n) && n >= 0;
    if (!valid || (key === 'seconds' && n === 0)) throw new Error(`--${key} must be a positive number, got "${raw}"`);
    out[key] = n;
  }
  return out;
}

/** Nearest-rank percentile (p in 0..100) of ascending samples; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] as number;
}

/** `{ code: number, message: string, ... }`: the mock's envelope. */
export function isEnvelope(body: unknown): body is { code: number; message: string; data?: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === 'number' && Number.isInteger(b.code) && typeof b.message === 'string';
}

/** What one request came to: ok, a counted error, or a broken answer (not an envelope) that fails the bench. */
export type Outcome = 'ok' | 'error' | 'not-envelope';

/** Judges an /api answer: HTTP 200 carrying an envelope with code 0 is the only success. */
export function judge(status: number, text: string): Outcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'not-envelope';
  }
  if (!isEnvelope(body)) return 'not-envelope';
  return status === 200 && body.code === 0 ? 'ok' : 'error';
}

export interface CaseResult {
  name: string;
  requests: number;
  elapsedMs: number;
  /** Latency of every finished request (ok or not), ms. */
  latencies: number[];
  errors: number;
  notEnvelope: number;
  /** First few distinct error descriptions, for the report. */
  samples: string[];
}

/**
 * Runs `send` from `concurrency` loops until `ms` have passed (requests in flight at the deadline are
 * finished and counted). `send` answers the outcome and a description used for errors.
 */
export async function drive(
  name: string,
  ms: number,
  concurrency: number,
  send: () => Promise<{ outcome: Outcome; detail: string }>,
): Promise<CaseResult> {
  const r: CaseResult = { name, requests: 0, elapsedMs: 0, latencies: [], errors: 0, notEnvelope: 0, samples: [] };
  const start = performance.now();
  const deadline = start + ms;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      let res: { outcome: Outcome; detail: string };
      try {
        res = await send();
      } catch (e) {
        res = { outcome: 'error', detail: `network: ${(e as Error).message}` };
      }
      r.latencies.push(performance.now() - t0);
      r.requests++;
      if (res.outcome === 'ok') continue;
      r.errors++;
      if (res.outcome === 'not-envelope') r.notEnvelope++;
      if (r.samples.length < 3 && !r.samples.includes(res.detail)) r.samples.push(res.detail);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  r.elapsedMs = performance.now() - start;
  return r;
}

export interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function summarize(r: CaseResult): Row {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    name: r.name,
    requests: r.requests,
    rps: r.elapsedMs > 0 ? (r.requests * 1000) / r.elapsedMs : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: r.errors,
  };
}

/** A plain aligned text table: case, requests, req/s, p50 ms, p99 ms, errors. */
export function formatTable(rows: readonly Row[]): string {
  const head = ['case', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(2));
  const body = rows.map((r) => [r.name, String(r.requests), r.rps.toFixed(0), ms(r.p50), ms(r.p99), String(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Why the bench must exit non-zero, or null: any non-envelope answer of the mock, or most requests failing. */
export function verdict(results: readonly CaseResult[]): string | null {
  for (const r of results) {
    if (r.notEnvelope > 0) return `${r.name}: ${r.notEnvelope} answers were not an envelope (${r.samples.join('; ')})`;
    if (r.requests === 0) return `${r.name}: no request finished`;
    if (r.errors * 2 > r.requests)
      return `${r.name}: ${r.errors} of ${r.requests} requests failed (${r.samples.join('; ')})`;
  }
  return null;
}
