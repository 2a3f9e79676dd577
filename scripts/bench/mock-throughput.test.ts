import { describe, expect, it } from 'vitest';
import {
  type CaseResult,
  drive,
  formatTable,
  isEnvelope,
  judge,
  parseOptions,
  percentile,
  summarize,
  verdict,
} from './mock-throughput-lib';

const result = (over: Partial<CaseResult>): CaseResult => ({
  name: 'x',
  requests: 10,
  elapsedMs: 1000,
  latencies: [],
  errors: 0,
  notEnvelope: 0,
  samples: [],
  ...over,
});

describe('mock throughput bench helpers', () => {
  it('takes nearest-rank percentiles of sorted samples', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes a case: rate from elapsed time, percentiles from unsorted latencies', () => {
    const row = summarize(result({ requests: 4, elapsedMs: 2000, latencies: [4, 1, 3, 2], errors: 1 }));
    expect(row).toEqual({ name: 'x', requests: 4, rps: 2, p50: 2, p99: 4, errors: 1 });
  });

  it('recognises the envelope and judges answers', () => {
    expect(isEnvelope({ code: 0, message: 'ok', data: [] })).toBe(true);
    expect(isEnvelope({ code: '0', message: 'ok' })).toBe(false);
    expect(isEnvelope({ message: 'ok' })).toBe(false);
    expect(isEnvelope([])).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(judge(200, '{"code":0,"message":"ok","data":"1"}')).toBe('ok');
    expect(judge(200, '{"code":2,"message":"sold out"}')).toBe('error');
    expect(judge(500, '{"code":0,"message":"ok"}')).toBe('error');
    expect(judge(200, '<html>')).toBe('not-envelope');
    expect(judge(200, '{"error":"x"}')).toBe('not-envelope');
  });

  it('reads options from argv before the environment, and rejects nonsense', () => {
    expect(parseOptions([], {})).toEqual({ seconds: 5, concurrency: 16, warmup: 0.5 });
    expect(parseOptions(['--seconds=2'], { BENCH_SECONDS: '9', BENCH_CONCURRENCY: '4' })).toEqual({
      seconds: 2,
      concurrency: 4,
      warmup: 0.5,
    });
    expect(parseOptions([], { BENCH_WARMUP: '0' }).warmup).toBe(0);
    expect(() => parseOptions(['--concurrency=0'], {})).toThrow(/concurrency/);
    expect(() => parseOptions(['--concurrency=1.5'], {})).toThrow(/concurrency/);
    expect(() => parseOptions(['--seconds=0'], {})).toThrow(/seconds/);
    expect(() => parseOptions(['--seconds=abc'], {})).toThrow(/seconds/);
  });

  it('fails the run on any non-envelope answer or when most requests fail', () => {
    expect(verdict([result({ errors: 5 })])).toBeNull();
    expect(verdict([result({ errors: 6, samples: ['HTTP 500'] })])).toMatch(/6 of 10.*HTTP 500/);
    expect(verdict([result({ errors: 1, notEnvelope: 1 })])).toMatch(/not an envelope/);
    expect(verdict([result({ requests: 0 })])).toMatch(/no request/);
  });

  it('formats an aligned table with every column', () => {
    const lines = formatTable([
      { name: 'goods.page (mock)', requests: 1200, rps: 240.4, p50: 3.5, p99: 12, errors: 0 },
      { name: 'bare', requests: 5, rps: 1, p50: Number.NaN, p99: Number.NaN, errors: 2 },
    ]).split('\n');
    expect(lines[0]).toMatch(/^case\s+requests\s+req\/s\s+p50 ms\s+p99 ms\s+errors$/);
    expect(lines[2]).toMatch(/^goods\.page \(mock\)\s+1200\s+240\s+3\.50\s+12\.00\s+0$/);
    expect(lines[3]).toMatch(/^bare\s+5\s+1\s+-\s+-\s+2$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('drives loops until the deadline and counts outcomes and thrown errors', async () => {
    let n = 0;
    const r = await drive('fake', 30, 3, async () => {
      const k = ++n;
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (k % 3 === 0) throw new Error('refused');
      return k % 3 === 1 ? { outcome: 'ok', detail: '' } : { outcome: 'not-envelope', detail: 'html' };
    });
    expect(r.requests).toBe(n);
    expect(r.latencies).toHaveLength(n);
    expect(r.errors).toBe(n - Math.ceil(n / 3));
    expect(r.notEnvelope).toBeGreaterThan(0);
    expect(r.samples).toEqual(expect.arrayContaining(['html', 'network: refused']));
  });
});
