// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerWindow } from './router-window';

const routes = [
  { path: '/', element: null },
  { path: '/next', element: null },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [p] : [];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('routerWindow', () => {
  it('lets the router start without opening sessionStorage', () => {
    const opened = vi.spyOn(window, 'sessionStorage', 'get');
    const router = createBrowserRouter(routes, { window: routerWindow() });
    expect(router.state.location.pathname).toBe('/');
    router.dispose();
    expect(opened).not.toHaveBeenCalled();
  });

  it('is what keeps it closed: with the page’s own window the router opens it as it starts', () => {
    const opened = vi.spyOn(window, 'sessionStorage', 'get');
    createBrowserRouter(routes).dispose();
    expect(opened).toHaveBeenCalled();
  });

  it('leaves the router’s history as it was: it navigates, and hears the browser’s back button', async () => {
    const router = createBrowserRouter(routes, { window: routerWindow() });
    await router.navigate('/next');
    expect(window.location.pathname).toBe('/next');
    window.history.back();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('POP');
    router.dispose();
  });

  it('drops only saved view transitions, which no page of the app uses', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const using = sourceFiles(src)
      .filter((f) => !f.endsWith(`${path.sep}router-window.ts`))
      .filter((f) => /\bviewTransition\b/.test(readFileSync(f, 'utf8')));
    expect(using).toEqual([]);
  });
});
