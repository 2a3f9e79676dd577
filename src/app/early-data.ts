import { matchPath } from 'react-router';
import { type EarlyRequest, fetchEarly } from '@/lib/early-fetch';

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
      { path: '/api/v/sys/banner/list' },
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
