import { noticesEndpoints } from '@contracts/notices';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { endpointQuery, findOneQuery } from './endpoint-query';
import { pagedQueryOptions } from './paged-query';

export const NOTICES_PAGE_SIZE = 10;

/** The notices' cache keys: the list, the home strip (the first few) and one notice. */
export const noticesKeys = {
  all: ['notices'] as const,
  page: () => [...noticesKeys.all, 'page'] as const,
  strip: () => [...noticesKeys.all, 'strip'] as const,
  detail: (id: number) => [...noticesKeys.all, 'detail', id] as const,
};

export const noticesPageQuery = () =>
  pagedQueryOptions(noticesKeys.page(), (page, signal) =>
    callApi(noticesEndpoints.page, { page, size: NOTICES_PAGE_SIZE }, { signal }),
  );

export function useNoticesPage() {
  return useInfiniteQuery(noticesPageQuery());
}

/** The latest few notices for the home strip (top first, as the server orders them). */
export const noticeStripQuery = () =>
  queryOptions({
    ...endpointQuery(noticesKeys.strip(), noticesEndpoints.page, { page: 1, size: 5 }),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
    // The strip is decoration: a failure hides it instead of raising a toast.
    meta: { silentError: true },
  });

export function useNoticeStrip() {
  return useQuery(noticeStripQuery());
}

/** An unknown id answers no data: the query resolves null and the screen says "not found". */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    ...findOneQuery(noticesKeys.detail(id), noticesEndpoints.detail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useNoticeDetail(id: number) {
  return useQuery(noticeDetailQuery(id));
}
