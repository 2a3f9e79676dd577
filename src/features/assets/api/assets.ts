import { addressesEndpoints } from '@contracts/addresses';
import { assetsEndpoints } from '@contracts/assets';
import { chainEndpoints } from '@contracts/chain';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import { deliveriesEndpoints } from '@contracts/deliveries';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi, callApiOrNull } from '@/lib/api-client';

/** All held tokens in one page (the list groups them by goods; a user holds far fewer than 2000). */
export const tokensQuery = () =>
  queryOptions({
    queryKey: ['assets', 'tokens'],
    queryFn: ({ signal }) => callApi(assetsEndpoints.tokenPage, { page: 1, size: 2000 }, { signal }),
  });
export const useTokens = () => useQuery(tokensQuery());

export const assetDetailQuery = (tokenId: number, ctId: number) =>
  queryOptions({
    queryKey: ['assets', 'detail', ctId, tokenId],
    // No data = not held (AssetDetail says so).
    queryFn: ({ signal }) => callApiOrNull(assetsEndpoints.detail, { tokenId, ctId }, { signal }),
  });
export const useAssetDetail = (tokenId: number, ctId: number) => useQuery(assetDetailQuery(tokenId, ctId));

/** Fetched once at start-up by the shell too (spec §2); the same key shares the cache. */
export const useContracts = () =>
  useQuery({
    queryKey: ['chain', 'contracts'],
    queryFn: ({ signal }) => callApi(chainEndpoints.contractList, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const circulationQuery = (goodsId: string, token: string) =>
  infiniteQueryOptions({
    queryKey: ['assets', 'circulation', goodsId, token],
    queryFn: ({ pageParam, signal }) =>
      callApi(chainTransferEndpoints.page, { goodsId, token, page: pageParam, size: 10 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });
export const useCirculation = (goodsId: string, token: string) => useInfiniteQuery(circulationQuery(goodsId, token));

/** The address book (same key as the addresses screens). */
export const useShipToList = () =>
  useQuery({
    queryKey: ['addresses', 'list'],
    queryFn: ({ signal }) => callApi(addressesEndpoints.list, {}, { signal }),
  });

/** Pushes a contract tx to the backend; respType 1 answers the blind-box prize. */
export function useSubmitTxHash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (i: { ctId: number; txHash: string; respType?: number }) => callApi(chainEndpoints.txHash, i),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['assets'] }),
        qc.invalidateQueries({ queryKey: ['deliveries'] }),
        qc.invalidateQueries({ queryKey: ['blindBoxes'] }),
      ]),
  });
}

/** The delivery order an expressNFT tx created (tx-hash answers no id; the page's vague matches hashes). */
export async function deliveryOfTx(txHash: string): Promise<string | undefined> {
  const page = await callApi(deliveriesEndpoints.page, { vague: txHash, size: 1 });
  return page.data[0]?.express.orderId;
}
