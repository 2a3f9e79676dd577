// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, forgetEarly, takeEarly } from './early-fetch';
import { requestHeaders } from './request-headers';
import { getLang, setLang, setToken } from './storage';

const LANG = getLang();

afterEach(() => {
  forgetEarly();
  setLang(LANG);
  setToken(null);
  vi.unstubAllGlobals();
});

const get = (): RequestInit => ({ method: 'GET', headers: requestHeaders() });
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: requestHeaders(),
  body: JSON.stringify(body),
});

function stubFetch() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(`{"url":"${url}"}`));
  });
  return calls;
}

describe('early requests', () => {
  it('sends the goods-detail read with the very headers of the page request: token and language', () => {
    const sent: Array<{ url: string; headers: unknown }> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve(new Response('{}'));
    });
    setToken('a'.repeat(32));
    setLang('en');
    const path = '/api/v/goods/detail?goodsId=2026102600000151';
    fetchEarly([{ path }], 1000);
    // A read without them would answer as a visitor in Chinese: the backend reads `lang` and the raw token.
    expect(sent).toEqual([
      {
        url: path,
        headers: expect.objectContaining({ authorization: 'a'.repeat(32), lang: 'en', 'Accept-Language': 'en' }),
      },
    ]);
    expect(sent[0]?.headers).toEqual(requestHeaders());
    expect(takeEarly(path, get(), 1000)).toBeDefined();
  });

  it('hands a POST read to the request with the same body', () => {
    stubFetch();
    fetchEarly([{ path: '/api/p', body: { page: 1, size: 10 } }], 1000);
    expect(takeEarly('/api/p', post({ page: 1, size: 10 }), 1000)).toBeDefined();
  });

  it('hands the response in flight to the same request once, then never again', async () => {
    const calls = stubFetch();
    fetchEarly([{ path: '/api/a?x=1' }], 1000);
    expect(calls).toEqual(['/api/a?x=1']);
    const first = takeEarly('/api/a?x=1', get(), 2000);
    expect(await (await first)?.json()).toEqual({ url: '/api/a?x=1' });
    expect(takeEarly('/api/a?x=1', get(), 2000)).toBeUndefined();
  });

  it('is not used by another URL, after a login or language change, or when it is stale', () => {
    stubFetch();
    fetchEarly(
      [{ path: '/api/a' }, { path: '/api/b' }, { path: '/api/c' }, { path: '/api/d', body: { page: 1 } }],
      1000,
    );
    expect(takeEarly('/api/a?x=2', get(), 1000)).toBeUndefined();
    setToken('t'.repeat(32));
    expect(takeEarly('/api/a', get(), 1000)).toBeUndefined();
    setToken(null);
    expect(takeEarly('/api/b', get(), 1000 + 10_001)).toBeUndefined();
    expect(takeEarly('/api/c', get(), 1000 + 9_000)).toBeDefined();
    // A POST read matches on its body too.
    expect(takeEarly('/api/d', post({ page: 2 }), 1000)).toBeUndefined();
  });

  it('leaves no unhandled rejection when a request nobody takes fails', async () => {
    const rejections: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent) => rejections.push(e.reason);
    window.addEventListener('unhandledrejection', onRejection);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    fetchEarly([{ path: '/api/a' }]);
    await new Promise((r) => setTimeout(r, 10));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
  });

  it('gives onAnswer a copy of a successful answer only, before the page reads the original', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(new Response(`{"url":"${url}"}`, { status: url.endsWith('bad') ? 500 : 200 })),
    );
    const seen: unknown[] = [];
    let good!: (json: unknown) => void;
    const goodSeen = new Promise((resolve) => {
      good = resolve;
    });
    // The failed one is started first and its chain is shorter: once the good one is seen, it has run.
    fetchEarly([
      { path: '/api/bad', onAnswer: (json) => seen.push(json) },
      { path: '/api/good', onAnswer: good },
    ]);
    const page = takeEarly('/api/good', get());
    expect(await goodSeen).toEqual({ url: '/api/good' });
    expect(seen).toEqual([]);
    expect(await (await page)?.json()).toEqual({ url: '/api/good' });
  });
});
