import { ordersEndpoints } from '@contracts/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const ORDERS_PAGE_SIZE = 10;

/** The caller's orders; status −1 = all (the real query value). */
export const ordersPageQuery = (status: number) =>
  infiniteQueryOptions({
    queryKey: ['orders', 'page', status],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(ordersEndpoints.page, { page: pageParam, size: ORDERS_PAGE_SIZE, status }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    // The list shows its failures inline (PagedList): no toast per failed page.
    meta: LIST_QUERY_META,
  });

export function useOrdersPage(status: number) {
  return useInfiniteQuery(ordersPageQuery(status));
}
