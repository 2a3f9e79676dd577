// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '@/api/content';
import { goodsDetailQuery, goodsPageQuery } from '@/api/goods';
import { noticeStripQuery } from '@/api/notices';
import { forgetEarly, takeEarly } from '@/lib/early-fetch';
import { requestHeaders } from '@/lib/request-headers';
import { preloadPicture, startRouteData } from './early-data';
import { earlyReads } from './early-data-reads';

afterEach(() => {
  forgetEarly();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Each request as `METHOD url body`. */
function recordFetches(): string[] {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    urls.push(`${init.method ?? 'GET'} ${url} ${init.body ?? ''}`.trim());
    return Promise.resolve(new Response('{"code":0,"message":"ok"}'));
  });
  return urls;
}

// The query functions the pages run on first render (HomePage: banners, notice strip, goods feed).
// biome-ignore lint/suspicious/noExplicitAny: a minimal query context is enough to make them send
async function run(queryFn: any, pageParam?: number): Promise<void> {
  await Promise.resolve(queryFn({ signal: new AbortController().signal, pageParam, meta: undefined })).catch(
    () => undefined,
  );
}

describe('early data', () => {
  it("asks for exactly what the home page's queries ask for", async () => {
    const pageUrls = recordFetches();
    await run(bannersQuery().queryFn);
    await run(noticeStripQuery().queryFn);
    await run(goodsPageQuery().queryFn, 1);
    const early = recordFetches();
    startRouteData('/');
    expect(early.sort()).toEqual(pageUrls.sort());
    expect(early).toHaveLength(3);
  });

  it("asks for exactly what the goods page's query asks for, and nothing for an id the contract refuses", async () => {
    const pageUrls = recordFetches();
    await run(goodsDetailQuery('2026112400000001').queryFn);
    const early = recordFetches();
    startRouteData('/goods/2026112400000001');
    expect(early).toEqual(pageUrls);
    expect(earlyReads(`/goods/${'x'.repeat(32)}`)).toHaveLength(1);
    expect(earlyReads(`/goods/${'x'.repeat(33)}`)).toEqual([]);
  });

  it('starts the requests of the route being opened, and none for other routes', () => {
    const urls = recordFetches();
    for (const other of ['/orders', '/goods', '/goods/', '/goods/1/buy', '/user', '/x/']) startRouteData(other);
    expect(urls).toEqual([]);
    startRouteData('/goods/12');
    // As react-router's matchPath matches the route: a trailing slash, any case.
    startRouteData('/GOODS/13/');
    expect(urls).toEqual(['GET /api/v/goods/detail?goodsId=12', 'GET /api/v/goods/detail?goodsId=13']);
  });

  it("preloads the first banner's image as soon as the list arrives, and the page still reads the answer whole", async () => {
    const banners = {
      code: 0,
      message: 'ok',
      // The first item misses a field the app's reader requires (it drops it): the second is the first banner.
      data: [
        { id: 1, title: 'a', cover: '/b/1.png' },
        { id: 2, title: 'b', cover: '/b/2.png', target: '' },
        { id: 3, title: 'c', cover: '/b/3.png', target: '' },
      ],
    };
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(new Response(JSON.stringify(url.includes('banner') ? banners : { code: 0, data: null }))),
    );
    startRouteData('/');
    const link = await vi.waitFor(() => {
      const found = document.head.querySelector('link[rel="preload"][as="image"]');
      if (!found) throw new Error('no preload yet');
      return found;
    });
    expect(link.getAttribute('href')).toBe('/b/2.png');
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    const answer = takeEarly('/api/v/sys/banner/list', { method: 'GET', headers: requestHeaders() });
    expect(await (await answer)?.json()).toEqual(banners);
  });

  it('preloads nothing from an error envelope or a list without a banner the app shows', () => {
    const banner = { id: 1, title: 't', target: '', cover: '/x.png' };
    for (const body of [
      { code: 500, message: 'boom', data: [banner] },
      { code: 0, data: [{ id: 1 }, null] },
      { code: 0, data: banner },
      null,
      'text',
    ]) {
      preloadPicture('banner', body);
    }
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    preloadPicture('banner', { code: 0, data: [null, { ...banner, cover: '/y.png' }] });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });

  it("preloads the goods cover from the detail's answer", () => {
    preloadPicture('cover', { code: 0, data: { spu: { images: ['/c/1.jpg', '/c/2.jpg'] } } });
    preloadPicture('cover', { code: 0, data: { spu: { images: 'https://img.example/one.jpg' } } });
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/c/1.jpg']);
  });
});
