import { describe, expect, it } from 'vitest';
import { REGIONS, regionKnown, regionParts, regionPath, regionText } from './regions';

const districtCount = () => REGIONS.flatMap((p) => p.children ?? []).flatMap((c) => c.children ?? []).length;

describe('region data from @vant/area-data', () => {
  it('has all 34 provincial divisions, each city with its districts, about 3,500 districts in all', () => {
    expect(REGIONS).toHaveLength(34);
    expect(new Set(REGIONS.map((p) => p.value)).size).toBe(34);
    for (const p of REGIONS) {
      expect(p.children?.length, p.value).toBeGreaterThan(0);
      for (const c of p.children ?? []) expect(c.children?.length, `${p.value} ${c.value}`).toBeGreaterThan(0);
    }
    expect(districtCount()).toBeGreaterThan(3000);
  });

  it('holds county-level districts the old hand-written list lacked', () => {
    expect(regionKnown('广东省 韶关市 乳源瑶族自治县')).toBe(true);
    expect(regionKnown('河北省 石家庄市 正定县')).toBe(true);
    expect(regionKnown('新疆维吾尔自治区 阿勒泰地区 布尔津县')).toBe(true);
  });

  it('round-trips a region text and keeps only the known leading path for the picker', () => {
    expect(regionText(['广东省', '深圳市', '南山区'])).toBe('广东省 深圳市 南山区');
    expect(regionPath('广东省 深圳市 南山区')).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionPath('广东省 火星市 南山区')).toEqual(['广东省']);
    expect(regionPath('')).toEqual([]);
  });

  it('keeps the words of a stored region that the dataset does not know', () => {
    expect(regionParts('  广东省  火星市 南山区 ')).toEqual(['广东省', '火星市', '南山区']);
    expect(regionKnown('广东省 火星市 南山区')).toBe(false);
    expect(regionKnown('广东省 深圳市')).toBe(false);
  });
});
