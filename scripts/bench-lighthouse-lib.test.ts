import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  formatTable,
  median,
  medianFigures,
  missedTargets,
  parseBenchOptions,
  type RunFigures,
  spreadOf,
} from './bench-lighthouse-lib';

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
  benchmarkIndex: 1500,
  ...over,
});

const args = { runs: '5', warmup: '1', port: '4031', 'api-delay': '150', http1: false, floor: 'stack' };

describe('bench-lighthouse lib', () => {
  it('takes the median of odd and even counts and refuses none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });

  it('takes the median and the lowest–highest of each figure separately', () => {
    const runs = [run({ lcp: 3000, tbt: 10 }), run({ lcp: 1000, tbt: 500 }), run({ lcp: 2000, tbt: 90 })];
    const m = medianFigures(runs);
    expect(m.lcp).toBe(2000);
    expect(m.tbt).toBe(90);
    expect(spreadOf(runs).lcp).toEqual([1000, 3000]);
    expect(spreadOf(runs).tbt).toEqual([10, 500]);
    expect(() => spreadOf([])).toThrow(/no runs/);
  });

  it('reads scores, audits and the benchmark index from a Lighthouse result, and says what is missing', () => {
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
      environment: { benchmarkIndex: 812.5 },
    };
    expect(figuresOf(lhr)).toMatchObject({ performance: 0.9, seo: 0.92, lcp: 2100, bytes: 2048, requests: 2 });
    expect(figuresOf(lhr).benchmarkIndex).toBe(812.5);
    expect(() => figuresOf({ ...lhr, categories: { ...lhr.categories, seo: { score: null } } })).toThrow(/seo score/);
    expect(() => figuresOf({ ...lhr, environment: {} })).toThrow(/benchmarkIndex/);
  });

  it('lists each missed target of issue 30 and nothing when all are met', () => {
    expect(missedTargets('/', run())).toEqual([]);
    const misses = missedTargets('/orders', run({ performance: 0.94, lcp: 2001, cls: 0.1, seo: 0.8 }));
    expect(misses).toHaveLength(4);
    expect(misses[0]).toMatch(/^\/orders: performance 0.94 < 0.95/);
    expect(misses[1]).toMatch(/LCP 2001 ms > 2000/);
  });

  it('prints one aligned row per route with the spread and the benchmark index', () => {
    const runs = [run({ performance: 0.9 }), run(), run({ performance: 0.99 })];
    const table = formatTable([
      { route: '/goods/1', runs: 3, figures: medianFigures(runs), spread: spreadOf(runs) },
    ]).split('\n');
    expect(table[0]).toMatch(/^route\s+runs\s+perf\s+perf range\s+FCP ms/);
    expect(table[0]).toMatch(/bench index$/);
    expect(table[1]).toMatch(
      /^\/goods\/1\s+3\s+0\.95\s+0\.90–0\.99\s+1200\s+2000\s+2000–2000\s+100\s+100–100\s+0\.000/,
    );
    expect(table[1]).toMatch(/1500$/);
  });

  it('reads the options and refuses what is not a whole number, a port without room, or no runs', () => {
    expect(parseBenchOptions(args)).toEqual({
      runs: 5,
      warmups: 1,
      port: 4031,
      apiDelayMs: 150,
      http1: false,
      floor: 'stack',
    });
    expect(parseBenchOptions({ ...args, floor: 'none', 'api-delay': '0', http1: true })).toMatchObject({
      floor: null,
      apiDelayMs: 0,
      http1: true,
    });
    expect(() => parseBenchOptions({ ...args, runs: '0' })).toThrow(/--runs must be a whole number ≥ 1, got "0"/);
    expect(() => parseBenchOptions({ ...args, 'api-delay': '1.5' })).toThrow(/--api-delay/);
    expect(() => parseBenchOptions({ ...args, 'api-delay': '-1' })).toThrow(/--api-delay/);
    expect(() => parseBenchOptions({ ...args, port: '65534' })).toThrow(/room for port\+3/);
    expect(() => parseBenchOptions({ ...args, port: 'x' })).toThrow(/--port/);
  });
});
