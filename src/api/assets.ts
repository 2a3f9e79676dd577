import { assetsEndpoints, type UserAssetTokenItem } from '@contracts/assets';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';
import { assetBackend, readAssets } from './asset-backend';
import { pagedQueryOptions } from './paged-query';
import { itemsOfGoods, viewOfDetail } from './real-assets';

/** The held assets' cache keys; a tracked chain transaction (tracked-tx.ts) refreshes them all. */
export const assetsKeys = {
  all: ['assets'] as const,
  tokens: () => [...assetsKeys.all, 'tokens'] as const,
  detail: (tokenId: number, ctId: number) => [...assetsKeys.all, 'detail', ctId, tokenId] as const,
  circulation: (goodsId: string, token: string) => [...assetsKeys.all, 'circulation', goodsId, token] as const,
};

/** A user holds far fewer than 2000 tokens (and goods): one page each, the real maximum. */
const ALL = { page: 1, size: 2000 } as const;
/** /v/user/asset/list calls in flight at once while listing every goods held. */
const LISTS_AT_ONCE = 4;

/**
 * Every held token as token-page rows, from the real backend's goods page and per-goods lists
 * (docs/backend/endpoints.md#asset-page, docs/backend/endpoints.md#asset-list).
 */
async function tokensViaAssetPage(signal: AbortSignal): Promise<UserAssetTokenItem[]> {
  const goods = (await callApi(assetsEndpoints.page, ALL, { signal })).data;
  const items: UserAssetTokenItem[][] = [];
  for (let i = 0; i < goods.length; i += LISTS_AT_ONCE) {
    const batch = goods.slice(i, i + LISTS_AT_ONCE);
    const lists = await Promise.all(
      batch.map((g) => callApi(assetsEndpoints.list, { goodsId: g.goodsId }, { signal })),
    );
    lists.forEach((listed, j) => {
      const g = batch[j];
      if (g) items.push(itemsOfGoods(g, listed));
    });
  }
  return items.flat();
}

/**
 * All held tokens (the list groups them by goods): from the token page, or where this deployment does
 * not serve it (docs/backend/corrections.md#b9-not-served), from /v/user/asset/page + /v/user/asset/list;
 * asset-backend.ts remembers which.
 */
export const tokensQuery = () =>
  queryOptions({
    queryKey: assetsKeys.tokens(),
    queryFn: ({ signal }) =>
      readAssets(
        async () => (await callApi(assetsEndpoints.tokenPage, ALL, { signal })).data,
        () => tokensViaAssetPage(signal),
      ),
  });
export const useTokens = () => useQuery(tokensQuery());

/** The token page answers the decision with the smallest page when nothing has asked it yet. */
const probeTokenPage = (signal: AbortSignal) =>
  callApi(assetsEndpoints.tokenPage, { page: 1, size: 1 }, { signal }).then(() => undefined);

async function detailViaAssetPage(tokenId: number, ctId: number, signal: AbortSignal) {
  const detail = await callApiOrNull(assetsEndpoints.detail, { tokenId, ctId }, { signal });
  if (!detail) return null;
  const [listed, goods] = await Promise.all([
    callApi(assetsEndpoints.list, { goodsId: detail.goodsId }, { signal }),
    callApi(assetsEndpoints.page, { vague: detail.goodsId, page: 1, size: 20 }, { signal }),
  ]);
  return viewOfDetail(
    detail,
    listed,
    goods.data.find((g) => g.goodsId === detail.goodsId),
  );
}

export const assetDetailQuery = (tokenId: number, ctId: number) =>
  queryOptions({
    queryKey: assetsKeys.detail(tokenId, ctId),
    // No data = not held (AssetDetail says so). The detail endpoint is served by both backends; where the
    // token page is not, its display fields come from /v/user/asset/list and /v/user/asset/page instead.
    queryFn: ({ signal }) =>
      readAssets(
        async () => {
          if (assetBackend() === null) await probeTokenPage(signal);
          return callApiOrNull(assetsEndpoints.detail, { tokenId, ctId }, { signal });
        },
        () => detailViaAssetPage(tokenId, ctId, signal),
      ),
  });
export const useAssetDetail = (tokenId: number, ctId: number, enabled = true) =>
  useQuery({ ...assetDetailQuery(tokenId, ctId), enabled });

/**
 * A token's transfer records from /rest/chain-transfer/page. The backend version we know does not serve it
 * (docs/backend/corrections.md#b9-not-served): then the screen shows what /v/user/asset/* knows of the token
 * (useAssetDetail: the caller's holding and when it last changed) instead of "not available here".
 */
export const circulationQuery = (goodsId: string, token: string) =>
  pagedQueryOptions(assetsKeys.circulation(goodsId, token), (page, signal) =>
    callApi(chainTransferEndpoints.page, { goodsId, token, page, size: 10 }, { signal }),
  );
export const useCirculation = (goodsId: string, token: string) => useInfiniteQuery(circulationQuery(goodsId, token));
