import { noticesEndpoints } from '@contracts/notices';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const NOTICES_PAGE_SIZE = 10;

export const noticesPageQuery = () =>
  infiniteQueryOptions({
    queryKey: ['notices', 'page'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(noticesEndpoints.page, { page: pageParam, size: NOTICES_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useNoticesPage() {
  return useInfiniteQuery(noticesPageQuery());
}
