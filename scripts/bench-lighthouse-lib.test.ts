import { describe, expect, it } from 'vitest';
import { figuresOf, formatTable, median, medianFigures, missedTargets, type RunFigures } from './bench-lighthouse-lib';

const run = (over: Partial<RunFigures> = {}): RunFigures => ({
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcp: 1200,
  lcp: 2000,
  tbt: 100,
  cls: 0,
  bytes: 300 * 1024,
  requests: 20,
  ...over,
});

describe('bench-lighthouse lib', () => {
  it('takes the median of odd and even counts and refuses none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });

  it('takes the median of each figure separately', () => {
    const m = medianFigures([run({ lcp: 3000, tbt: 10 }), run({ lcp: 1000, tbt: 500 }), run({ lcp: 2000, tbt: 90 })]);
    expect(m.lcp).toBe(2000);
    expect(m.tbt).toBe(90);
  });

  it('reads scores and audits from a Lighthouse result, and says what is missing', () => {
    const lhr = {
      categories: {
        performance: { score: 0.9 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 0.92 },
      },
      audits: {
        'first-contentful-paint': { numericValue: 1000 },
        'largest-contentful-paint': { numericValue: 2100 },
        'total-blocking-time': { numericValue: 50 },
        'cumulative-layout-shift': { numericValue: 0.01 },
        'total-byte-weight': { numericValue: 2048 },
        'network-requests': { details: { items: [{}, {}] } },
      },
    };
    expect(figuresOf(lhr)).toMatchObject({ performance: 0.9, seo: 0.92, lcp: 2100, bytes: 2048, requests: 2 });
    expect(() => figuresOf({ ...lhr, categories: { ...lhr.categories, seo: { score: null } } })).toThrow(/seo score/);
  });

  it('lists each missed target and nothing when all are met', () => {
    expect(missedTargets('/', run())).toEqual([]);
    const misses = missedTargets('/orders', run({ performance: 0.5, lcp: 4000, cls: 0.1, seo: 0.8 }));
    expect(misses).toHaveLength(4);
    expect(misses[0]).toMatch(/^\/orders: performance 0.50/);
  });

  it('prints one aligned row per route', () => {
    const table = formatTable([{ route: '/goods/1', runs: 3, figures: run() }]).split('\n');
    expect(table[0]).toMatch(/^route\s+runs\s+perf/);
    expect(table[1]).toMatch(/^\/goods\/1\s+3\s+0\.95\s+1200\s+2000\s+100\s+0\.000\s+300\.0/);
  });
});
