import { describe, expect, it } from 'vitest';
import {
  figuresOf,
  floorFor,
  floorLabel,
  formatAgainstFloor,
  formatTable,
  lcpFloorOf,
  median,
  medianFigures,
  missedTargets,
  parseBenchOptions,
  type RunFigures,
  rowsOfFloor,
  spreadOf,
} from './first-load-bench-lib';

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

const args = {
  runs: '5',
  warmup: '1',
  port: '4031',
  'api-delay': '150',
  http1: false,
  floor: 'stack',
  pictures: 'cdn',
  protocol: 'h2',
};

describe('first-load bench lib', () => {
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

  it("judges performance, LCP and TBT against the same run's floor, and nothing when all are met", () => {
    const floor = run({ performance: 0.99, lcp: 1400, tbt: 40 });
    expect(missedTargets('/', run({ performance: 0.96, lcp: 2000, tbt: 140 }), floor)).toEqual([]);
    const misses = missedTargets('/orders', run({ performance: 0.95, lcp: 2001, tbt: 141, cls: 0.1, seo: 0.8 }), floor);
    expect(misses).toEqual([
      '/orders: TBT 141 ms is floor +101 ms, over +100',
      '/orders: LCP 2001 ms is floor +601 ms, over +600',
      '/orders: performance 0.95 is floor −0.04, under −0.03',
      '/orders: CLS 0.100 > 0.02',
      '/orders: SEO 0.80 < 0.90',
    ]);
  });

  it('judges the LCP against the floor that paints what the route paints, TBT and performance against the first', () => {
    const stack = run({ performance: 0.99, lcp: 1400, tbt: 40 });
    const design = run({ performance: 0.98, lcp: 2100, tbt: 200 });
    const route = run({ performance: 0.97, lcp: 2400, tbt: 150 });
    // Against stack alone: LCP +1000 ms misses; against the design floor +300 ms does not. TBT stays judged against
    // stack (+110, a miss), not against the design floor (−50).
    expect(missedTargets('/', route, stack)).toEqual([
      '/: TBT 150 ms is floor +110 ms, over +100',
      '/: LCP 2400 ms is floor +1000 ms, over +600',
    ]);
    expect(missedTargets('/', route, stack, design)).toEqual(['/: TBT 150 ms is floor +110 ms, over +100']);
    expect(missedTargets('/', run({ performance: 0.97, lcp: 2701, tbt: 40 }), stack, design)).toEqual([
      '/: LCP 2701 ms is floor +601 ms, over +600',
    ]);
  });

  it("takes the LCP's floor from the floors measured: the first with the app's inline script, else the first", () => {
    const stack: { name: string; inlineBoot?: boolean } = { name: 'stack' };
    const design = { name: 'stack-shell-early', inlineBoot: true };
    expect(lcpFloorOf([stack, design])).toBe(design);
    expect(lcpFloorOf([stack])).toBe(stack);
    expect(lcpFloorOf([])).toBeUndefined();
  });

  it('judges no performance, LCP or TBT without a floor: an absolute score says as much about the machine', () => {
    expect(missedTargets('/', run({ performance: 0.5, lcp: 9000, tbt: 900 }), null)).toEqual([]);
    expect(missedTargets('/', run({ cls: 0.5 }), null)).toEqual(['/: CLS 0.500 > 0.02']);
  });

  it('prints each route beside the floor, with the differences and the targets', () => {
    const floor = { route: 'floor:stack', runs: 3, figures: run({ performance: 0.99, lcp: 1400, tbt: 40 }) };
    const table = formatAgainstFloor(
      [{ route: '/', runs: 3, figures: run({ performance: 0.97, lcp: 1900, tbt: 90 }) }],
      [floor],
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^route\s+perf\s+Δ perf\s+LCP ms\s+Δ LCP\s+TBT ms\s+Δ TBT$/);
    expect(lines[1]).toMatch(/^\/\s+0\.97\s+−0\.02\s+1900\s+\+500\s+90\s+\+50$/);
    expect(lines[2]).toMatch(/^floor:stack\s+0\.99\s+1400\s+40$/);
    expect(lines[3]).toMatch(/^target\s+≥ −0\.03\s+≤ \+600\s+≤ \+100$/);
  });

  it('judges each route against the floor measured at its own path when the floor was measured at every route', () => {
    const at = (path: string, lcp: number) => ({ route: floorLabel('shell', path), runs: 3, figures: run({ lcp }) });
    const floors = [at('/', 1500), at('/goods/7', 1700)];
    expect(floorFor('/goods/7', floors)?.route).toBe('floor:shell /goods/7');
    // A route the floor was not measured at has no floor, rather than another path's.
    expect(floorFor('/orders', floors)).toBeNull();
    // A floor measured once (at `/`) is every route's.
    expect(floorFor('/orders', [{ route: floorLabel('stack'), runs: 3, figures: run() }])?.route).toBe('floor:stack');
    // One floor's rows among two floors' (a name that begins another's is not it).
    const both = [...floors, { route: floorLabel('shell-x', '/'), runs: 3, figures: run() }];
    expect(rowsOfFloor('shell', both).map((r) => r.route)).toEqual(['floor:shell /', 'floor:shell /goods/7']);
    const lines = formatAgainstFloor(
      [
        { route: '/', runs: 3, figures: run({ lcp: 1600 }) },
        { route: '/goods/7', runs: 3, figures: run({ lcp: 1600 }) },
      ],
      floors,
    ).split('\n');
    expect(lines[1]).toMatch(/^\/\s.*\s1600\s+\+100\s/);
    expect(lines[2]).toMatch(/^\/goods\/7\s.*\s1600\s+−100\s/);
    expect(lines[3]).toMatch(/^floor:shell \/\s/);
    expect(lines[4]).toMatch(/^floor:shell \/goods\/7\s/);
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
      protocol: 'h2',
      pictures: 'cdn',
      floors: ['stack'],
    });
    expect(parseBenchOptions({ ...args, protocol: 'http1.1' })).toMatchObject({ protocol: 'http1.1', http1: false });
    expect(() => parseBenchOptions({ ...args, protocol: 'h1' })).toThrow(/--protocol must be h2 or http1.1, got "h1"/);
    expect(() => parseBenchOptions({ ...args, protocol: 'http1.1', http1: true })).toThrow(/HTTP\/1.1 already/);
    expect(parseBenchOptions({ ...args, pictures: 'app' })).toMatchObject({ pictures: 'app' });
    expect(() => parseBenchOptions({ ...args, pictures: 'same' })).toThrow(/--pictures must be cdn .* or app/);
    expect(() => parseBenchOptions({ ...args, pictures: 'app', http1: true })).toThrow(/--pictures applies to HTTP\/2/);
    expect(parseBenchOptions({ ...args, floor: 'none', 'api-delay': '0', http1: true })).toMatchObject({
      floors: [],
      apiDelayMs: 0,
      http1: true,
    });
    expect(() => parseBenchOptions({ ...args, runs: '0' })).toThrow(/--runs must be a whole number ≥ 1, got "0"/);
    expect(() => parseBenchOptions({ ...args, 'api-delay': '1.5' })).toThrow(/--api-delay/);
    expect(() => parseBenchOptions({ ...args, 'api-delay': '-1' })).toThrow(/--api-delay/);
    expect(() => parseBenchOptions({ ...args, port: '65534' })).toThrow(/room for port\+3/);
    // Two floors: the second on port+4.
    expect(parseBenchOptions({ ...args, floor: 'stack, stack-shell-early' }).floors).toEqual([
      'stack',
      'stack-shell-early',
    ]);
    expect(() => parseBenchOptions({ ...args, port: '65532', floor: 'stack,stack-shell-early' })).toThrow(
      /room for port\+4/,
    );
    expect(() => parseBenchOptions({ ...args, floor: 'stack,stack' })).toThrow(/each once/);
    expect(() => parseBenchOptions({ ...args, floor: 'stack,none' })).toThrow(/each once/);
    expect(() => parseBenchOptions({ ...args, port: 'x' })).toThrow(/--port/);
  });
});
