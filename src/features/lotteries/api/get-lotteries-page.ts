import { lotteriesEndpoints } from '@contracts/lotteries';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const LOTTERIES_PAGE_SIZE = 10;

/** The token is part of the key: `joined` differs per user. */
export const lotteriesPageQuery = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: ['lotteries', 'page', token ?? ''],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(lotteriesEndpoints.page, { page: pageParam, size: LOTTERIES_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useLotteriesPage(token: string | null) {
  return useInfiniteQuery(lotteriesPageQuery(token));
}
