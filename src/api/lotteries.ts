import { lotteriesEndpoints } from '@contracts/lotteries';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { endpointQuery } from './endpoint-query';
import { pagedQueryOptions } from './paged-query';
import { useRefreshingMutation } from './refreshing-mutation';

export const LOTTERIES_PAGE_SIZE = 10;

/** The lotteries' cache keys. The token is part of each: `joined` differs per user. */
export const lotteriesKeys = {
  all: ['lotteries'] as const,
  page: (token: string | null) => [...lotteriesKeys.all, 'page', token ?? ''] as const,
  detail: (id: number, token: string | null) => [...lotteriesKeys.all, 'detail', id, token ?? ''] as const,
};

export const lotteriesPageQuery = (token: string | null) =>
  pagedQueryOptions(lotteriesKeys.page(token), (page, signal) =>
    callApi(lotteriesEndpoints.page, { page, size: LOTTERIES_PAGE_SIZE }, { signal }),
  );

export function useLotteriesPage(token: string | null) {
  return useInfiniteQuery(lotteriesPageQuery(token));
}

export const lotteryDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    ...endpointQuery(lotteriesKeys.detail(id, token), lotteriesEndpoints.detail, { id }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useLotteryDetail(id: number, token: string | null) {
  return useQuery(lotteryDetailQuery(id, token));
}

export interface JoinInput {
  id: number;
  ticket?: string;
  randstr?: string;
}

/** My state refreshes even after a refusal (a second device may have joined meanwhile). */
export const useJoinLottery = () =>
  useRefreshingMutation((input: JoinInput) => callApi(lotteriesEndpoints.join, input), lotteriesKeys.all);
