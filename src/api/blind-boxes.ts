import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { pagedQueryOptions } from './paged-query';

/** Spec section 7: the mystery-box record list pages by 10. */
export const OPEN_RECORD_PAGE_SIZE = 10;

/** The mystery boxes' cache keys; an opened box (tracked-tx.ts) refreshes them all. */
export const blindBoxesKeys = {
  all: ['blindBoxes'] as const,
  openRecords: (goodsId: string) => [...blindBoxesKeys.all, 'openRecords', goodsId] as const,
};

export const openRecordsQuery = (goodsId: string) =>
  pagedQueryOptions(blindBoxesKeys.openRecords(goodsId), (page, signal) =>
    callApi(blindBoxesEndpoints.openRecordPage, { goodsId, page, size: OPEN_RECORD_PAGE_SIZE }, { signal }),
  );

export function useOpenRecords(goodsId: string) {
  return useInfiniteQuery(openRecordsQuery(goodsId));
}
