import { goodsEndpoints } from '@contracts/goods';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { endpointQuery } from './endpoint-query';
import { pagedQueryOptions } from './paged-query';

export const GOODS_PAGE_SIZE = 10;

export interface GoodsFeedFilter {
  vague?: string;
  /** Merchant address. */
  address?: string;
}

/**
 * The goods catalogue's cache keys. The catalogue is the same for every shopper, so a logout keeps it
 * (auth.ts); what differs per shopper (the favourite) is keyed outside it, in favorites.ts.
 */
export const goodsKeys = {
  all: ['goods'] as const,
  pages: () => [...goodsKeys.all, 'page'] as const,
  page: (filter: GoodsFeedFilter = {}) => [...goodsKeys.pages(), filter.vague ?? '', filter.address ?? ''] as const,
  details: () => [...goodsKeys.all, 'detail'] as const,
  detail: (goodsId: string) => [...goodsKeys.details(), goodsId] as const,
};

/** The goods feed (home, search, merchant): pages of 10; the filter is part of the key, so a new keyword starts over. */
export const goodsPageQuery = (filter: GoodsFeedFilter = {}) =>
  pagedQueryOptions(goodsKeys.page(filter), (page, signal) =>
    callApi(
      goodsEndpoints.page,
      {
        page,
        size: GOODS_PAGE_SIZE,
        ...(filter.vague ? { vague: filter.vague } : {}),
        ...(filter.address ? { address: filter.address } : {}),
      },
      { signal },
    ),
  );

export function useGoodsPage(filter: GoodsFeedFilter = {}, enabled = true) {
  return useInfiniteQuery({ ...goodsPageQuery(filter), enabled });
}

export const goodsDetailQuery = (goodsId: string) =>
  endpointQuery(goodsKeys.detail(goodsId), goodsEndpoints.detail, { goodsId });

export function useGoodsDetail(goodsId: string) {
  return useQuery(goodsDetailQuery(goodsId));
}

/** The contract an order's tokens live on (the goods detail's, same cache entry), needed to return them for a refund. */
export const goodsContractQuery = (goodsId: string) =>
  queryOptions({ ...goodsDetailQuery(goodsId), select: (d) => d.contract });

export function useGoodsContract(goodsId: string, enabled = true) {
  return useQuery({ ...goodsContractQuery(goodsId), enabled });
}
