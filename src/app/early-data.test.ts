// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '@/api/content';
import { goodsDetailQuery, goodsPageQuery } from '@/api/goods';
import { noticeStripQuery } from '@/api/notices';
import { forgetEarly, takeEarly } from '@/lib/early-fetch';
import { requestHeaders } from '@/lib/request-headers';
import { EARLY_DATA, preloadFirstBanner, startRouteData } from './early-data';

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
    const paths = EARLY_DATA.find((e) => e.route === '/goods/:goodsId')?.paths;
    expect(paths?.({ goodsId: 'x'.repeat(33) })).toEqual([]);
  });

  it('starts the requests of the route being opened, and none for other routes', () => {
    const urls = recordFetches();
    startRouteData('/orders');
    expect(urls).toEqual([]);
    startRouteData('/goods/12');
    expect(urls).toEqual(['GET /api/v/goods/detail?goodsId=12']);
  });

  it("preloads the first banner's image as soon as the list arrives, and the page still reads the answer whole", async () => {
    const banners = {
      code: 0,
      message: 'ok',
      data: [{ id: 1 }, { id: 2, cover: '/b/2.png' }, { id: 3, cover: '/b/3.png' }],
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

  it('preloads nothing from an error envelope or a list without covers', () => {
    for (const body of [
      { code: 500, message: 'boom', data: [{ cover: '/x.png' }] },
      { code: 0, data: [{ id: 1 }, null] },
      { code: 0, data: { cover: '/x.png' } },
      null,
      'text',
    ]) {
      preloadFirstBanner(body);
    }
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    preloadFirstBanner({ code: 0, data: [null, { cover: '/y.png' }] });
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
