// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '@/features/goods/api/get-banners';
import { goodsDetailQuery } from '@/features/goods/api/get-goods-detail';
import { goodsPageQuery } from '@/features/goods/api/get-goods-page';
import { noticeStripQuery } from '@/features/goods/api/get-notice-strip';
import { forgetEarly } from '@/lib/early-fetch';
import { EARLY_DATA, startRouteData } from './early-data';

afterEach(() => {
  forgetEarly();
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
});
