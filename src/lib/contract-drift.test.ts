// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DriftReport, reportDrift, setDriftSink } from './contract-drift';

afterEach(() => {
  setDriftSink(null);
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('drift reporter', () => {
  it('reports each endpoint and path once per page load, with no values', () => {
    const seen: DriftReport[][] = [];
    setDriftSink((r) => seen.push([...r]));
    const d = { path: 'data.data[].spu.price', kind: 'custom', action: 'item-dropped' } as const;
    reportDrift('goods.page', [d, d]);
    reportDrift('goods.page', [d]);
    reportDrift('goods.detail', [{ ...d, path: 'data.spu.price', action: 'unusable' }]);
    expect(seen).toEqual([
      [{ endpoint: 'goods.page', path: 'data.data[].spu.price', kind: 'custom', action: 'item-dropped' }],
      [{ endpoint: 'goods.detail', path: 'data.spu.price', kind: 'custom', action: 'unusable' }],
    ]);
  });

  it('never lets a failing sink break the read', () => {
    setDriftSink(() => {
      throw new Error('offline');
    });
    expect(() => reportDrift('x', [{ path: 'data.a', kind: 'invalid_type', action: 'field-dropped' }])).not.toThrow();
  });

  it('warns on the console in dev and test builds when no report URL is set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setDriftSink(null);
    reportDrift('goods.page', [{ path: 'data.data[].spu.cover', kind: 'invalid_type', action: 'field-dropped' }]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('goods.page data.data[].spu.cover');
  });

  it('beacons to VITE_CONTRACT_REPORT_URL when it is set, instead of the console', async () => {
    vi.stubEnv('VITE_CONTRACT_REPORT_URL', 'https://reports.example/drift');
    // The module reads the URL once, as it loads: a copy of its own (its URL with a query is another module), not
    // vi.resetModules(), which would give every later file of the worker (they share the graph) a new one.
    const withUrl = './contract-drift?report-url';
    const fresh: typeof import('./contract-drift') = await import(/* @vite-ignore */ withUrl);
    fresh.setDriftSink(null); // its own page load, should the copy be cached from an earlier run in this worker
    const beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fresh.reportDrift('goods.page', [{ path: 'data.data[].spu.cover', kind: 'invalid_type', action: 'field-dropped' }]);
    vi.unstubAllEnvs();
    expect(warn).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledOnce();
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('https://reports.example/drift');
    expect(JSON.parse(await (blob as Blob).text())).toEqual({
      reports: [
        { endpoint: 'goods.page', path: 'data.data[].spu.cover', kind: 'invalid_type', action: 'field-dropped' },
      ],
    });
  });
});
