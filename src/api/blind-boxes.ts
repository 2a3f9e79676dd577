import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { LIST_QUERY_META } from './list-meta';

/** Spec section 7: the mystery-box record list pages by 10. */
export const OPEN_RECORD_PAGE_SIZE = 10;

/** The mystery boxes' cache keys; an opened box (tracked-tx.ts) refreshes them all. */
export const blindBoxesKeys = {
  all: ['blindBoxes'] as const,
  openRecords: (goodsId: string) => [...blindBoxesKeys.all, 'openRecords', goodsId] as const,
};

export const openRecordsQuery = (goodsId: string) =>
  infiniteQueryOptions({
    queryKey: blindBoxesKeys.openRecords(goodsId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        blindBoxesEndpoints.openRecordPage,
        { goodsId, page: pageParam, size: OPEN_RECORD_PAGE_SIZE },
        { signal },
      ),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useOpenRecords(goodsId: string) {
  return useInfiniteQuery(openRecordsQuery(goodsId));
}
