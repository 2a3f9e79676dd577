// @vitest-environment jsdom
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../routes/route-table';
import { afterFiles, type EarlyChunks, earlyFiles, matchesPattern, preloadFiles } from './early-chunks';
import { fakeResourceTiming } from './testing/fake-resource-timing';

const PATHS = [
  '/',
  '//',
  '/orders',
  '/orders/',
  '/ORDERS',
  '/orders/x',
  '/order',
  '/login',
  '/goods/2026102600000151',
  '/goods/2026102600000151/',
  '/Goods/7',
  '/goods/',
  '/goods//',
  '/goods/a/b',
  '/goods/%E8%8C%B6',
  '/asset/7/1',
  '',
  'orders',
];

describe('the inline script’s route matcher', () => {
  it.each(ROUTE_TABLE.map((r) => r.path))('decides %s as react-router’s matchPath does', (pattern) => {
    for (const path of PATHS)
      expect(matchesPattern(pattern, path), `${pattern} on "${path}"`).toBe(matchPath(pattern, path) !== null);
  });
});

const CHUNKS: EarlyChunks = {
  entry: ['/assets/index.js'],
  routes: [
    { path: '/', files: ['/assets/home.js'] },
    { path: '/orders', files: ['/assets/orders.js', '/assets/orders.css'], requiresLogin: true },
  ],
  login: ['/assets/login.js'],
};

describe('the first screen’s files', () => {
  it('are the route’s, the login screen’s for a route that needs a session opened without one, none elsewhere', () => {
    expect(earlyFiles('/', false, CHUNKS)).toEqual(['/assets/home.js']);
    expect(earlyFiles('/orders', true, CHUNKS)).toEqual(['/assets/orders.js', '/assets/orders.css']);
    expect(earlyFiles('/orders/', false, CHUNKS)).toEqual(['/assets/login.js']);
    expect(earlyFiles('/user', false, CHUNKS)).toEqual([]);
  });

  it('are linked to be fetched at low priority: modules as modulepreload, stylesheets as preload (not applied)', () => {
    document.head.innerHTML = '';
    preloadFiles(['/assets/orders.js', '/assets/orders.css']);
    const links = [...document.head.querySelectorAll('link')].map((l) => ({
      rel: l.rel,
      as: l.getAttribute('as'),
      crossorigin: l.getAttribute('crossorigin'),
      priority: l.getAttribute('fetchpriority'),
      href: l.getAttribute('href'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, crossorigin: '', priority: 'low', href: '/assets/orders.js' },
      { rel: 'preload', as: 'style', crossorigin: '', priority: 'low', href: '/assets/orders.css' },
    ]);
    // Applied as a stylesheet, a preload would change the page before the app's own stylesheet link does.
    expect(document.styleSheets).toHaveLength(0);
  });
});

/** The page at https://shop.example/goods/7, with the test's resource timing. */
function resourceTiming() {
  const href = 'https://shop.example/goods/7';
  const timing = fakeResourceTiming(href);
  const win = { location: { href }, PerformanceObserver: timing.PerformanceObserver } as never;
  return { win, arrive: timing.arrive, observing: timing.observing };
}

describe('the route’s files wait for the entry’s scripts', () => {
  it('runs once every one of them has arrived, whichever other responses end first', () => {
    const { win, arrive, observing } = resourceTiming();
    let ran = 0;
    afterFiles(['/assets/index.js', '/assets/vendor.js'], () => ran++, win);
    arrive('https://shop.example/api/v/goods/detail');
    arrive('https://shop.example/assets/vendor.js');
    expect(ran).toBe(0);
    arrive('https://shop.example/assets/index.js');
    expect(ran).toBe(1);
    // Once: it stops observing.
    expect(observing()).toBe(0);
  });

  it('sees those that arrived before it looked (buffered), and a file of another origin by its full address', () => {
    const { win, arrive } = resourceTiming();
    arrive('https://cdn.example/assets/index.js');
    let ran = 0;
    afterFiles(['https://cdn.example/assets/index.js'], () => ran++, win);
    expect(ran).toBe(1);
  });

  it('runs at once with no files to wait for; never where the browser keeps no resource timing', () => {
    let ran = 0;
    afterFiles([], () => ran++, resourceTiming().win);
    expect(ran).toBe(1);
    afterFiles(['/assets/index.js'], () => ran++, { location: { href: 'https://shop.example/' } } as never);
    expect(ran).toBe(1);
  });
});
