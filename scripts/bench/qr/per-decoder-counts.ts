/** Per-decoder counts of the QR benchmark (decoder-bench.ts). */
export interface Tally {
  /** CPU time of this process per frame (what the targets use: wall time swells when other processes share the cores). */
  ms: number[];
  /** Wall-clock time per frame, printed next to it. */
  wallMs: number[];
  /** CPU time of the fallback grabs (whole window, zoomed centre) tried when the crop held no code. */
  fallbackMs: number[];
  read: number;
  codes: number;
  falsePositives: number;
  /** Answers with an empty or whitespace-only text: never a read (decoder.ts usableRead), so this must stay 0. */
  emptyReads: number;
}

export const newTally = (): Tally => ({
  ms: [],
  wallMs: [],
  fallbackMs: [],
  read: 0,
  codes: 0,
  falsePositives: 0,
  emptyReads: 0,
});

/**
 * A frame without a code that yields any text is a false positive; a frame with a code counts only its exact
 * text. A blank answer is an empty read (and no read). `ms`/`wallMs` are the every-frame decode's times.
 */
export function record(t: Tally, expected: string | null, got: string | null, ms: number, wallMs = ms) {
  t.ms.push(ms);
  t.wallMs.push(wallMs);
  if (got !== null && got.trim() === '') t.emptyReads++;
  if (expected === null) {
    if (got !== null) t.falsePositives++;
  } else {
    t.codes++;
    if (got === expected) t.read++;
  }
}

/** Nearest-rank percentile. */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export function summary(t: Tally) {
  return {
    median: percentile(t.ms, 50),
    p95: percentile(t.ms, 95),
    wallMedian: percentile(t.wallMs, 50),
    fallbackMedian: percentile(t.fallbackMs, 50),
    reads: (100 * t.read) / Math.max(1, t.codes),
    falsePositives: t.falsePositives,
    emptyReads: t.emptyReads,
  };
}

const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));

export function formatRow(t: Tally): string {
  const s = summary(t);
  return `${ms(s.median).padStart(10)}${ms(s.p95).padStart(9)}${ms(s.fallbackMedian).padStart(11)}${ms(s.wallMedian).padStart(11)}${`${t.read}/${t.codes} (${s.reads.toFixed(0)} %)`.padStart(16)}${String(s.falsePositives).padStart(11)}${String(s.emptyReads).padStart(7)}`;
}
