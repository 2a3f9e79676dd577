import { describe, expect, it } from 'vitest';
import { rngFromHash } from './rules/open';

// The blind-box draw of a tx is seeded from its hash, so a replayed test or seed draws the same prize.
describe('rngFromHash', () => {
  it('is mulberry32: a hash starting 0x00000000 draws the reference sequence of seed 0', () => {
    const zero = rngFromHash(`0x${'0'.repeat(64)}`);
    expect([zero(), zero()]).toEqual([0.26642920868471265, 0.0003297457005828619]);
  });

  it('draws the same numbers in [0, 1) for the same hash, seeded by its first 8 hex digits', () => {
    const a = rngFromHash(`0x1234abcd${'0'.repeat(56)}`);
    const same = rngFromHash(`0x1234abcd${'f'.repeat(56)}`);
    const other = rngFromHash(`0x1234abce${'0'.repeat(56)}`);
    const seq = Array.from({ length: 200 }, () => a());
    expect(Array.from({ length: 200 }, () => same())).toEqual(seq);
    expect(other()).not.toBe(seq[0]);
    expect(seq.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = seq.reduce((s, x) => s + x, 0) / seq.length;
    expect(mean).toBeGreaterThan(0.4);
    expect(mean).toBeLessThan(0.6);
  });
});
