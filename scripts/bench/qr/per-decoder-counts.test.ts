import { describe, expect, it } from 'vitest';
import { newTally, percentile, record, summary } from './per-decoder-counts';

describe('QR benchmark tally', () => {
  it('counts exact reads, misses and false positives', () => {
    const t = newTally();
    record(t, 'a', 'a', 1);
    record(t, 'b', 'x', 2);
    record(t, 'c', null, 3);
    record(t, null, 'ghost', 4);
    record(t, null, null, 5, 50);
    expect(summary(t)).toMatchObject({ median: 3, p95: 5, wallMedian: 3, reads: (100 * 1) / 3, falsePositives: 1 });
    expect(summary(t).emptyReads).toBe(0);
    expect(t.wallMs.at(-1)).toBe(50);
    // A blank answer is counted as an empty read and is no read (nor a false positive's cure).
    record(t, 'd', '', 1);
    record(t, null, ' ', 1);
    expect(summary(t)).toMatchObject({ emptyReads: 2, falsePositives: 2, reads: (100 * 1) / 4 });
  });

  it('takes nearest-rank percentiles', () => {
    const xs = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(10);
    expect(percentile(xs, 95)).toBe(19);
    expect(percentile([], 50)).toBeNaN();
  });
});
