import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { chainEndpoints } from '@contracts/chain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { assetsKeys } from './assets';
import { pagedQueryOptions } from './paged-query';
import { answerOf, classifyTxHash, numParam, type TrackedTxDecl, TX_CALL } from './tx-answers';

/** The spec's mystery-box record list pages by 10 (docs/backend/spec-rules.md#constants). */
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

/**
 * Opening a box (openBlindBoxNFT) as the tracker runs it: the hash goes to /v/chain/tx-hash with respType 1,
 * which indexes the OpenBlindBoxNFT log (recording the prize under the log's own hash) and then looks the prize
 * up by the hash it was given (getBlindBoxByTxHash): only the receipt's own hash
 * (docs/backend/corrections.md#b3-canonical-hash) finds it. Indexing is idempotent by hash, so after a lost answer the
 * same submission answers the prize again.
 */
export const openBoxTx: TrackedTxDecl = {
  submit: (p, txHash) =>
    answerOf(
      () => callApi(chainEndpoints.txHash, { ctId: numParam(p.params.ctId), txHash, respType: 1 }, TX_CALL),
      classifyTxHash,
    ),
  refreshes: [assetsKeys.all, blindBoxesKeys.all],
};
