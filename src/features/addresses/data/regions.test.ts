import { describe, expect, it } from 'vitest';
import { REGIONS, regionPath, regionText } from './regions';

describe('shipped region data', () => {
  it('has all 34 provincial divisions, each with cities that have districts', () => {
    expect(REGIONS).toHaveLength(34);
    expect(new Set(REGIONS.map((p) => p.value)).size).toBe(34);
    for (const p of REGIONS) {
      expect(p.children?.length).toBeGreaterThan(0);
      for (const c of p.children ?? []) expect(c.children?.length).toBeGreaterThan(0);
    }
  });

  it('round-trips a region text and drops parts that are not in the data', () => {
    expect(regionText(['广东省', '深圳市', '南山区'])).toBe('广东省 深圳市 南山区');
    expect(regionPath('广东省 深圳市 南山区')).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionPath('广东省 火星市 南山区')).toEqual(['广东省']);
    expect(regionPath('')).toEqual([]);
  });
});
