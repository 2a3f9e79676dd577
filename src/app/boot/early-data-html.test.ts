// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRouteData } from '@/app/boot/early-data';
import { type HtmlConfig, startFromHtml } from '@/app/boot/early-data-html';
import { earlyReads } from '@/app/boot/early-data-reads';
import { forgetEarly, takeEarly } from '@/lib/early-fetch';
import { requestHeaders } from '@/lib/request-headers';
import { getLang, setLang, setToken } from '@/lib/storage';
import { fakeResourceTiming } from './testing/fake-resource-timing';

/**
 * index.html's inline script (src/app/boot/early-data-html.ts, which the build compiles into the page:
 * scripts/build/inline-boot.test.ts runs the compiled script) against the entry's code, in index.html's shell.
 */
const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
const SHELL = /<div id="root"><\/div>\s*<div class="boot"[\s\S]*?<noscript>/.exec(html)?.[0].replace('<noscript>', '');

const BANNERS = {
  code: 0,
  data: [
    { id: 1, title: 'a', target: '' },
    { id: 2, title: 'b', cover: '/mock-img/banner/2.svg', target: '/goods/2' },
  ],
};
const DETAIL = { code: 0, data: { spu: { goodsId: '7', images: ['https://img.example/7.jpg', 'x'] } } };

interface Sent {
  url: string;
  init: RequestInit;
}

function stubFetch(answers: Record<string, unknown> = {}): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const key = Object.keys(answers).find((k) => url.startsWith(k));
    return Promise.resolve(new Response(JSON.stringify(key ? answers[key] : { code: 0, data: null })));
  });
  return sent;
}

function openPage(pathname: string, config: HtmlConfig = { mode: 'production', apiBase: '' }): void {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = SHELL ?? '';
  document.documentElement.removeAttribute('data-boot');
  startFromHtml(config);
}

const LANG = getLang();
const imagePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));
const painted = () => document.querySelector<HTMLImageElement>('img[data-prepaint]');
/** The picture the inline script paints, once it has. */
const paintedPicture = async (): Promise<HTMLImageElement> => {
  await vi.waitFor(() => expect(painted()).not.toBeNull());
  return painted() as HTMLImageElement;
};

beforeEach(() => {
  expect(SHELL).toBeTruthy();
});
afterEach(() => {
  forgetEarly();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  delete window.__mallPrepaint;
  delete window.__mallFirstPicture;
  delete window.__mallPictureAsk;
  setLang(LANG);
  setToken(null);
  vi.unstubAllGlobals();
});

describe("index.html's early reads", () => {
  it.each([
    ['/', 'zh', null],
    ['/', 'en', 'a'.repeat(32)],
    ['/goods/2026102600000151', 'en', 'b'.repeat(32)],
    ['/goods/%E8%8C%B6', 'zh', null],
  ])(
    '%s (%s, token %s): are the very requests the entry would send, so it sends none again',
    async (route, lang, token) => {
      setLang(lang as 'zh' | 'en');
      setToken(token);
      const sent = stubFetch();
      openPage(route);
      const fromHtml = sent.length;
      expect(fromHtml).toBeGreaterThan(0);
      for (const s of sent) expect(s.init.headers).toEqual(requestHeaders());
      startRouteData(route);
      // Every request of src/app/boot/early-data.ts was adopted from the HTML's: none was sent a second time.
      expect(sent).toHaveLength(fromHtml);
      // And the page's own call takes it, as before.
      const first = sent[0] as Sent;
      expect(takeEarly(first.url, { ...first.init, headers: requestHeaders() })).toBeDefined();
    },
  );

  it('sends nothing in a mock build, whose service worker is not running yet', () => {
    const sent = stubFetch();
    openPage('/', { mode: 'mock-ui', apiBase: '' });
    expect(sent).toEqual([]);
    openPage('/', { mode: 'production', apiBase: '' });
    expect(sent.length).toBeGreaterThan(0);
  });

  it("sends the reads to the build's API base, none to the page's own origin, with the token only there", () => {
    setToken('c'.repeat(32));
    const sent = stubFetch();
    openPage('/', { mode: 'production', apiBase: 'https://api.example' });
    openPage('/goods/7', { mode: 'production', apiBase: 'https://api.example' });
    expect(sent.map((s) => new URL(s.url).origin)).toEqual(Array(4).fill('https://api.example'));
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/v/sys/banner/list',
      '/api/v/sys/notice/page',
      '/api/v/goods/page',
      '/api/v/goods/detail',
    ]);
  });

  it('leaves a failed read to the entry, which may never take it: no unhandled rejection', async () => {
    // Vitest fails the run on an unhandled rejection: it did here (twice) before every read had its own handler.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    openPage('/');
    await expect(window.__mallFirstPicture).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(window.__mallEarly).toHaveLength(3);
  });

  it('sends nothing on a route without early reads, and a goods id the contract refuses is left to the page', () => {
    const sent = stubFetch();
    openPage('/orders');
    openPage(`/goods/${'9'.repeat(33)}`);
    expect(sent).toEqual([]);
  });

  it('a page whose headers changed since (another language) is not given the HTML answer', () => {
    const sent = stubFetch();
    openPage('/goods/5');
    setLang('en');
    startRouteData('/goods/5');
    expect(sent).toHaveLength(2);
  });
});

describe("index.html's first paint", () => {
  it('paints the first banner with a cover into the shell: high priority, width and height, where the skeleton was', async () => {
    stubFetch({ '/api/v/sys/banner/list': BANNERS });
    openPage('/');
    const img = await paintedPicture();
    expect(img.getAttribute('src')).toBe('/mock-img/banner/2.svg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
    expect(img.className).toBe('boot-lcp boot-lcp-banner');
    expect(img.parentElement?.className).toBe('boot');
    expect(document.querySelector('.boot-banner')).toBeNull();
    expect(window.__mallPrepaint).toBe(img);
  });

  it('paints the goods cover, its first image, square', async () => {
    stubFetch({ '/api/v/goods/detail': DETAIL });
    openPage('/goods/7');
    const img = await paintedPicture();
    expect(img.getAttribute('src')).toBe('https://img.example/7.jpg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '750']);
    expect(img.className).toBe('boot-lcp boot-lcp-cover');
  });

  it("once the app has rendered, paints into its pending screen's slot for that picture, and only that one", async () => {
    stubFetch({ '/api/v/sys/banner/list': BANNERS, '/api/v/goods/detail': DETAIL });
    openPage('/');
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = '<main><div data-prepaint-slot="cover"></div><div data-prepaint-slot="banner"></div></main>';
    const img = await paintedPicture();
    expect(img.parentElement?.getAttribute('data-prepaint-slot')).toBe('banner');
    expect(img.getAttribute('src')).toBe('/mock-img/banner/2.svg');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // The slot's own style sizes it, not the shell's classes.
    expect(img.className).toBe('');
    expect(window.__mallPrepaint).toBe(img);
    // The shell keeps its skeleton: it is hidden, and the picture is not there.
    expect(document.querySelector('.boot img')).toBeNull();
  });

  it('paints nothing once the app has rendered, or for an answer that is not a success', async () => {
    // Answers whose JSON is at hand at once, so that the inline script's chain settles in a known number of ticks.
    let reads = 0;
    const answer = (body: unknown) => ({
      ok: true,
      clone: () => ({
        json: () => {
          reads += 1;
          return Promise.resolve(body);
        },
      }),
    });
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(answer(url.includes('banner') ? BANNERS : { code: 1, data: DETAIL.data })),
    );
    const settle = async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    };
    openPage('/');
    (document.getElementById('root') as HTMLElement).append(document.createElement('main'));
    await settle();
    expect(reads).toBe(1);
    expect(painted()).toBeNull();
    openPage('/goods/7');
    await settle();
    expect(reads).toBe(2);
    expect(painted()).toBeNull();
    // Control: the same answers paint when the app has not rendered yet.
    openPage('/');
    await settle();
    expect(painted()).not.toBeNull();
  });

  it.each([
    ['/goods/7', 'https://img.example/7.jpg'],
    ['/', '/mock-img/banner/2.svg'],
  ])(
    '%s: the entry, adopting the answer, asks for no picture of its own: the one request is the <img>',
    async (route, src) => {
      stubFetch({ '/api/v/goods/detail': DETAIL, '/api/v/sys/banner/list': BANNERS });
      openPage(route);
      startRouteData(route);
      expect((await paintedPicture()).getAttribute('src')).toBe(src);
      // The page reads the answer whole, after any copy the entry would have read.
      const [read] = earlyReads(route);
      const answer = takeEarly(read?.path ?? '', { method: 'GET', headers: requestHeaders() });
      expect(answer).toBeDefined();
      await (await answer)?.json();
      await new Promise((resolve) => setTimeout(resolve));
      expect(imagePreloads()).toEqual([]);
    },
  );

  it('the entry preloads the picture itself for an answer it had to ask for again (control)', async () => {
    stubFetch({ '/api/v/goods/detail': DETAIL });
    openPage('/goods/7');
    setLang('en');
    startRouteData('/goods/7');
    await vi.waitFor(() => expect(imagePreloads()).toEqual(['https://img.example/7.jpg']));
  });
});

describe("index.html's first-picture signal (src/lib/after-first-screen.ts)", () => {
  const settledOf = (p: Promise<void> | undefined) => {
    const state = { done: false };
    void p?.then(() => {
      state.done = true;
    });
    return state;
  };

  it('settles when the painted picture has loaded, not before', async () => {
    stubFetch({ '/api/v/sys/banner/list': BANNERS });
    openPage('/');
    const state = settledOf(window.__mallFirstPicture);
    await vi.waitFor(() => expect(painted()).not.toBeNull());
    await Promise.resolve();
    expect(state.done).toBe(false);
    painted()?.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(state.done).toBe(true));
  });

  it('settles when the goods cover fails to load', async () => {
    stubFetch({ '/api/v/goods/detail': DETAIL });
    openPage('/goods/7');
    const state = settledOf(window.__mallFirstPicture);
    await vi.waitFor(() => expect(painted()).not.toBeNull());
    expect(state.done).toBe(false);
    painted()?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(state.done).toBe(true));
  });

  it('settles without a picture when the answer has none, fails, or the app took the place first', async () => {
    stubFetch({ '/api/v/sys/banner/list': { code: 0, data: [] } });
    openPage('/');
    await expect(window.__mallFirstPicture).resolves.toBeUndefined();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    openPage('/goods/7');
    await expect(window.__mallFirstPicture).resolves.toBeUndefined();
    stubFetch({ '/api/v/sys/banner/list': BANNERS });
    openPage('/');
    (document.getElementById('root') as HTMLElement).append(document.createElement('main'));
    await expect(window.__mallFirstPicture).resolves.toBeUndefined();
    expect(painted()).toBeNull();
  });

  it("tells the app's start-up when the answer is here and when its picture is asked for", async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', (url: string) =>
      url.includes('banner')
        ? new Promise<Response>((r) => {
            answer = r;
          })
        : new Promise(() => {}),
    );
    openPage('/');
    const ask = window.__mallPictureAsk;
    expect(ask?.answered).toBe(false);
    let asked = false;
    void ask?.asked.then(() => {
      asked = true;
    });
    answer(new Response(JSON.stringify(BANNERS)));
    await vi.waitFor(() => expect(ask?.answered).toBe(true));
    await vi.waitFor(() => expect(asked).toBe(true));
    // Asked for: the picture is in the page.
    expect(painted()?.getAttribute('src')).toBe('/mock-img/banner/2.svg');
  });

  it('is not set on a route whose HTML paints no picture', () => {
    stubFetch();
    openPage('/orders');
    expect(window.__mallFirstPicture).toBeUndefined();
  });
});

describe("index.html's first-screen files (src/app/boot/early-chunks.ts)", () => {
  const CHUNKS = {
    entry: ['/assets/index.js', '/assets/vendor.js'],
    routes: [{ path: '/orders', files: ['/assets/orders.js'], requiresLogin: true as const }],
    login: ['/assets/login.js'],
  };
  const preloaded = () =>
    [...document.head.querySelectorAll('link[fetchpriority="low"]')].map((l) => l.getAttribute('href'));
  /** The page's resource timing, played by the test: `arrive` records a response that has ended. */
  let arrive: (...paths: string[]) => void = () => {};

  beforeEach(() => {
    document.head.innerHTML = '';
    const timing = fakeResourceTiming(location.href);
    arrive = timing.arrive;
    vi.stubGlobal('PerformanceObserver', timing.PerformanceObserver);
  });

  it.each([
    [null, ['/assets/login.js']],
    ['d'.repeat(32), ['/assets/orders.js']],
  ])('with token %s: the files its router will load, once the entry’s scripts have arrived', (token, files) => {
    setToken(token);
    stubFetch();
    openPage('/orders', { mode: 'production', apiBase: '', chunks: CHUNKS });
    // Not before: asked for sooner, they shared the link with the entry's files and the first picture.
    arrive('/api/v/user/info', '/assets/index.js');
    expect(preloaded()).toEqual([]);
    arrive('/assets/vendor.js');
    expect(preloaded()).toEqual(files);
  });

  it('in a mock build too (scripts, not the API), and none from a build without the list (the dev server)', () => {
    openPage('/orders', { mode: 'mock-ui', apiBase: '', chunks: CHUNKS });
    arrive(...CHUNKS.entry);
    expect(preloaded()).toEqual(['/assets/login.js']);
    document.head.innerHTML = '';
    openPage('/orders');
    arrive(...CHUNKS.entry);
    expect(preloaded()).toEqual([]);
  });
});
