import { matchPath } from 'react-router';
import { type EarlyRequest, fetchEarly } from '@/lib/early-fetch';
import { preloadImage } from '@/lib/preload-image';

/**
 * The home page's largest paint is its first banner: asking for the image as soon as the banner list arrives
 * lets it download while the page's code loads and renders (the <img> would ask only once rendered). Read
 * loosely, like the page reads it: the first item with a cover, in an envelope whose code is 0. By hand, not
 * with the banner contract: zod and the contracts load with the page, and this runs from the entry before them.
 */
export function preloadFirstBanner(json: unknown): void {
  const envelope = json as { code?: unknown; data?: unknown } | null;
  if (envelope?.code !== 0 || !Array.isArray(envelope.data)) return;
  const first = envelope.data.find((b) => typeof (b as { cover?: unknown } | null)?.cover === 'string');
  if (first) preloadImage((first as { cover: string }).cover);
}

/**
 * The first requests of the routes a shopper most often opens cold (a shared link, the home screen icon):
 * started by the entry script while the route's chunk loads (see src/lib/early-fetch.ts). The URLs are the
 * ones the pages' own queries build; early-data.test.ts runs those queries and fails if the two differ.
 * They carry the headers of the moment (language, token), and the page uses an answer only if its own
 * request has the same ones.
 */
export const EARLY_DATA: Array<{
  route: string;
  paths: (params: Record<string, string | undefined>) => EarlyRequest[];
}> = [
  {
    route: '/',
    // The two pages are POST reads (paged lists take a JSON body).
    paths: () => [
      { path: '/api/v/sys/banner/list', onAnswer: preloadFirstBanner },
      { path: '/api/v/sys/notice/page', body: { page: 1, size: 5 } },
      { path: '/api/v/goods/page', body: { page: 1, size: 10 } },
    ],
  },
  {
    route: '/goods/:goodsId',
    // Encoded as api-client.ts encodes queries; an id the contract refuses (over 32) is left to the page.
    paths: ({ goodsId = '' }) =>
      goodsId.length > 0 && goodsId.length <= 32
        ? [{ path: `/api/v/goods/detail?${new URLSearchParams({ goodsId })}` }]
        : [],
  },
];

/** Starts the early requests of the route at `pathname`, if it has any. */
export function startRouteData(pathname: string): void {
  for (const { route, paths } of EARLY_DATA) {
    const match = matchPath(route, pathname);
    if (match) {
      fetchEarly(paths(match.params));
      return;
    }
  }
}
