import { goodsEndpoints } from '@contracts/goods';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const GOODS_PAGE_SIZE = 10;

export interface GoodsFeedFilter {
  vague?: string;
  /** Merchant address. */
  address?: string;
}

/** The goods feed (home, search, merchant): pages of 10; the filter is part of the key, so a new keyword starts over. */
export const goodsPageQuery = (filter: GoodsFeedFilter = {}) =>
  infiniteQueryOptions({
    queryKey: ['goods', 'page', filter.vague ?? '', filter.address ?? ''],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        goodsEndpoints.page,
        {
          page: pageParam,
          size: GOODS_PAGE_SIZE,
          ...(filter.vague ? { vague: filter.vague } : {}),
          ...(filter.address ? { address: filter.address } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    // The feed shows its failures inline (PagedList): no toast per failed page.
    meta: LIST_QUERY_META,
  });

export function useGoodsPage(filter: GoodsFeedFilter = {}, enabled = true) {
  return useInfiniteQuery({ ...goodsPageQuery(filter), enabled });
}
