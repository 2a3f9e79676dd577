import { describe, expect, it } from 'vitest';
import {
  formatCpu,
  mainThreadOf,
  moduleAt,
  moduleStarts,
  pageTasks,
  summarise,
  type TraceEvent,
} from './main-thread-profile-lib';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (pid: number, ts: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur: ms * 1000,
  pid,
  tid: 1,
});

describe('the main thread of a trace', () => {
  const events: TraceEvent[] = [
    meta(1, 1, 'CrRendererMain'),
    meta(2, 1, 'CrRendererMain'),
    meta(3, 1, 'CrBrowserMain'),
    // The new tab page's renderer worked a little; the browser process is no renderer.
    task(2, 1_000, 30),
    task(3, 1_000, 900),
    // The page: one task before its navigation (the previous document), then three.
    task(1, 500, 70),
    { name: 'navigationStart', ph: 'R', ts: 10_000, pid: 1, tid: 1 },
    task(1, 10_000, 20),
    task(1, 20_000, 120),
    task(1, 200_000, 60),
  ];

  it("is the busiest renderer's, from its navigation on, in ms since the navigation", () => {
    expect(pageTasks(events)).toEqual([
      { start: 0, ms: 20 },
      { start: 10, ms: 120 },
      { start: 190, ms: 60 },
    ]);
  });

  it('adds up to busy time, blocking time beyond 50 ms per task, the long tasks and the longest', () => {
    expect(mainThreadOf(pageTasks(events))).toEqual({ busyMs: 200, blockingMs: 80, longTasks: 2, longestMs: 120 });
  });

  it('refuses a trace without a renderer', () => {
    expect(() => pageTasks([meta(3, 1, 'CrBrowserMain'), task(3, 1, 5)])).toThrow(/no renderer main thread/);
  });
});

describe('the main thread of a trace of Chromium 156', () => {
  const navigation = (pid: number, ts: number, url: string): TraceEvent => ({
    name: 'navigationStart',
    ph: 'R',
    ts,
    pid,
    tid: 1,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true, isOutermostMainFrame: true } },
  });
  // As recorded on 2026-11-29: the omnibox popup's WebUI renderer (pid 2) worked more than the page (pid 1), and the
  // page's thread has a second navigationStart without a URL after its document's.
  const events: TraceEvent[] = [
    meta(1, 1, 'CrRendererMain'),
    meta(2, 1, 'CrRendererMain'),
    task(2, 1_000, 400),
    task(2, 500_000, 900),
    navigation(1, 10_000, 'https://127.0.0.1:4031/orders'),
    task(1, 10_000, 30),
    navigation(1, 50_000, ''),
    task(1, 60_000, 120),
    task(1, 300_000, 60),
  ];

  it("is the thread where the page's document started, from that start on", () => {
    expect(pageTasks(events)).toEqual([
      { start: 0, ms: 30 },
      { start: 50, ms: 120 },
      { start: 290, ms: 60 },
    ]);
  });

  it("is an outermost frame's: an iframe's document on another thread is not the page", () => {
    const iframe: TraceEvent = {
      ...navigation(2, 400_000, 'https://captcha.example/'),
      args: { data: { documentLoaderURL: 'https://captcha.example/', isOutermostMainFrame: false } },
    };
    expect(pageTasks([...events, iframe])).toHaveLength(3);
  });
});

describe('modules of an unminified chunk', () => {
  const code = [
    'import { x } from "./vendor.js";',
    '// \\0vite/preload-helper.js',
    'function a() {}',
    '// node_modules/react-dom/cjs/react-dom-client.production.js',
    'var b = 1;',
    '// a comment that is no module',
    '// src/lib/i18n.ts',
    'var c = 2;',
  ].join('\n');

  it('are found by their path lines, virtual ones too', () => {
    const starts = moduleStarts(code);
    expect(starts.map((s) => s.module)).toEqual([
      'vite/preload-helper.js',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'src/lib/i18n.ts',
    ]);
    expect(moduleAt(starts, 0, 'boot.js')).toBe('boot.js');
    expect(moduleAt(starts, 4, 'boot.js')).toBe('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(moduleAt(starts, 5, 'boot.js')).toBe('node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(moduleAt(starts, 7, 'boot.js')).toBe('src/lib/i18n.ts');
  });
});

describe('the summary of the loads', () => {
  const load = (busyMs: number, firstRenderMs: number, js: number) => ({
    mainThread: { busyMs, blockingMs: busyMs / 10, longTasks: 2, longestMs: 60 },
    firstRenderMs,
    firstScreenJsBytes: js,
  });

  it('takes medians and prints each route with its difference from the floor', () => {
    const route = summarise('/', [
      load(900, 800, 150 * 1024),
      load(1000, 700, 150 * 1024),
      load(1100, 900, 150 * 1024),
    ]);
    const floor = summarise('floor:stack', [load(400, 500, 110 * 1024)]);
    expect(route).toMatchObject({ busyMs: 1000, blockingMs: 100, firstRenderMs: 800, firstScreenJsKiB: 150 });
    const lines = formatCpu([route], [floor]).split('\n');
    expect(lines[1]).toMatch(/^\/\s+3\s+150\.0\s+\+40\.0\s+1000\s+\+600\s+100\s+\+60\s+2\s+800$/);
    expect(lines[2]).toMatch(/^floor:stack\s+1\s+110\.0\s+400\s+40\s+2\s+500$/);
  });

  it('takes the first render of the loads that rendered, and prints none when none did', () => {
    expect(summarise('/', [load(900, Number.NaN, 1), load(900, 700, 1), load(900, 900, 1)]).firstRenderMs).toBe(800);
    const none = summarise('/', [load(900, Number.NaN, 1)]);
    expect(formatCpu([none], []).split('\n')[1]).toMatch(/—$/);
  });
});
