import {
  assetsEndpoints,
  type UserAssetCollectionVO,
  type UserAssetTokenItem,
  type UserAssetTokenVO,
  type UserAssetVO,
} from '@contracts/assets';
import { chainTransferEndpoints } from '@contracts/chain-transfer';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';
import { isNotServed } from '@/lib/not-served';
import { pagedQueryOptions } from './paged-query';

/**
 * The held assets, on either backend: the backend choice (which endpoints this deployment serves), the real
 * backend's answers read as token-page rows, and the queries the asset screens use.
 */

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

// --- The backend choice ---

/**
 * Which asset endpoints this deployment serves, decided once from the first answer of the token page
 * (docs/backend/corrections.md#b9-not-served): `token-page` where `/v/user/asset/token/page` answers, `asset-page`
 * where it says "No static resource" — then the app reads `/v/user/asset/page` + `/v/user/asset/list`
 * (docs/backend/endpoints.md#asset-page, docs/backend/endpoints.md#asset-list) for the rest of the session and never
 * asks the token page again. A session is this page load: a reload asks once more, which costs one request.
 */
export type AssetBackend = 'token-page' | 'asset-page';

let chosen: AssetBackend | null = null;
/** The token page's first answer while it is on its way: later readers wait for it instead of asking again. */
let deciding: Promise<unknown> | null = null;

export function assetBackend(): AssetBackend | null {
  return chosen;
}

/**
 * Runs `viaTokenPage` unless the token page is known not to be served; its success settles the choice
 * on `token-page`, its "No static resource" on `asset-page` (then `viaAssetPage` answers instead). Any
 * other failure decides nothing and is the caller's.
 */
export async function readAssets<T>(viaTokenPage: () => Promise<T>, viaAssetPage: () => Promise<T>): Promise<T> {
  // Screens read assets in parallel (the detail and the holding beside it): while the first answer decides, the
  // others wait for it, so a deployment without the token page is asked it once, not once per screen.
  if (chosen === null && deciding) await deciding.catch(() => undefined);
  if (chosen !== 'asset-page') {
    const attempt = viaTokenPage();
    if (chosen === null) deciding ??= attempt;
    try {
      const result = await attempt;
      chosen ??= 'token-page';
      return result;
    } catch (error) {
      if (!isNotServed(error)) throw error;
      // Also after an earlier `token-page`: a tester switched the shop to that deployment mid-session.
      chosen = 'asset-page';
    } finally {
      if (deciding === attempt) deciding = null;
    }
  }
  return viaAssetPage();
}

/** Forgets the choice (tests and stories, which share one module between cases). */
export function resetAssetBackend(): void {
  chosen = null;
  deciding = null;
}

// --- The real backend's answers as token-page rows ---

/**
 * The real backend's asset answers (UserAssetCollectionVO per goods, docs/backend/endpoints.md#asset-page; UserAssetVO
 * per goods by SKU properties, docs/backend/endpoints.md#asset-list) turned into what the screens read from the token
 * page, so "my assets" and the asset detail look the same on both backends. What the real backend has no field for is left out:
 * there is no freeze state on /v assets, and no SKU name (the goods name stands in).
 */

/** Display serial of a token id (prefix·1e8 + serial): the backend's numbering, which the asset screens print too. */
export const serialOf = (tokenId: number) => tokenId % 100_000_000;

/** TokenUtils.tokenName appends " #<serial>"; the screens print the serial themselves. */
export function baseTokenName(tokenName: string, tokenId: number): string {
  const suffix = ` #${serialOf(tokenId)}`;
  return tokenName.endsWith(suffix) ? tokenName.slice(0, -suffix.length) : tokenName;
}

interface Found {
  v2: UserAssetVO['v1Assets'][number]['v2Assets'][number];
  token: UserAssetVO['v1Assets'][number]['v2Assets'][number]['tokens'][number];
}

function tokensOf(listed: UserAssetVO): Found[] {
  return listed.v1Assets.flatMap((v1) => v1.v2Assets.flatMap((v2) => v2.tokens.map((token) => ({ v2, token }))));
}

/** One goods' tokens as token-page rows, newest change first (as the token page orders them). */
export function itemsOfGoods(goods: UserAssetCollectionVO, listed: UserAssetVO): UserAssetTokenItem[] {
  return tokensOf(listed)
    .map(({ v2, token }) => ({
      goodsId: v2.goodsId,
      skuId: v2.skuId,
      ctId: token.ctId,
      tokenId: token.tokenId,
      num: token.num,
      updateTime: token.updateTime,
      goodsName: goods.name,
      goodsCover: goods.cover,
      name: goods.name,
      tokenName: baseTokenName(token.tokenName, token.tokenId),
      cover: v2.cover,
      expressType: v2.expressType,
      blindBoxType: v2.blindBoxType,
      freezeType: 0 as const,
    }))
    .sort((a, b) => b.updateTime - a.updateTime || b.tokenId - a.tokenId);
}

/**
 * The asset detail from /v/user/asset/detail (its six real fields only: a backend may send more, this
 * one does not) completed with the token's SKU from /v/user/asset/list and the goods from /v/user/asset/page.
 */
export function viewOfDetail(
  detail: UserAssetTokenVO,
  listed: UserAssetVO,
  goods: UserAssetCollectionVO | undefined,
): UserAssetTokenVO {
  const found = tokensOf(listed).find(
    ({ v2, token }) => v2.skuId === detail.skuId && token.tokenId === detail.tokenId && token.ctId === detail.ctId,
  );
  const { goodsId, skuId, ctId, tokenId, num, updateTime } = detail;
  return {
    goodsId,
    skuId,
    ctId,
    tokenId,
    num,
    updateTime,
    ...(goods ? { name: goods.name } : {}),
    ...(found
      ? {
          tokenName: baseTokenName(found.token.tokenName, tokenId),
          cover: found.v2.cover,
          expressType: found.v2.expressType,
          blindBoxType: found.v2.blindBoxType,
        }
      : {}),
  };
}

// --- The queries ---

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
 * the backend choice above remembers which.
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
