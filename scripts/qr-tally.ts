/** Per-decoder counts of the QR benchmark (bench-qr.ts). */
export interface Tally {
  /** CPU time of this process per frame (what the targets use: wall time swells when other processes share the cores). */
  ms: number[];
  /** Wall-clock time per frame, printed next to it. */
  wallMs: number[];
  read: number;
  codes: number;
  falsePositives: number;
}

export const newTally = (): Tally => ({ ms: [], wallMs: [], read: 0, codes: 0, falsePositives: 0 });

/** A frame without a code that yields any text is a false positive; a frame with a code counts only its exact text. */
export function record(t: Tally, expected: string | null, got: string | null, ms: number, wallMs = ms) {
  t.ms.push(ms);
  t.wallMs.push(wallMs);
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
    reads: (100 * t.read) / Math.max(1, t.codes),
    falsePositives: t.falsePositives,
  };
}

export function formatRow(t: Tally): string {
  const s = summary(t);
  return `${s.median.toFixed(1).padStart(10)}${s.p95.toFixed(1).padStart(9)}${s.wallMedian.toFixed(1).padStart(12)}${`${t.read}/${t.codes} (${s.reads.toFixed(0)} %)`.padStart(16)}${String(s.falsePositives).padStart(12)}`;
}
