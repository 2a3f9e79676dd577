import { type GoodsDetailVO, type GoodsFavoriteVO, goodsEndpoints } from '@contracts/goods';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';
import { goodsDetailQuery } from './goods';

/**
 * The favourite's cache keys. Outside goodsKeys.all on purpose: logging out keeps the goods cache but
 * must drop one shopper's hearts before the next one signs in.
 */
export const favoriteKeys = {
  all: ['favorite'] as const,
  of: (goodsId: string) => [...favoriteKeys.all, goodsId] as const,
};

/**
 * The caller's favourite of one goods (docs/backend/corrections.md#b5-favorite): GET /v/goods/favorite answers
 * {createTime} when favourited and no data when not.
 */
export const favoriteQuery = (goodsId: string) =>
  queryOptions({
    queryKey: favoriteKeys.of(goodsId),
    queryFn: ({ signal }): Promise<GoodsFavoriteVO | null> =>
      callApiOrNull(goodsEndpoints.favoriteState, { goodsId }, { signal }),
    // A failed read falls back to the detail's flag (where a backend sends one): no toast, one retry.
    meta: { silentError: true },
    retry: 1,
  });

export interface FavoriteState {
  /** What the heart shows. */
  on: boolean;
  /** True once GET /v/goods/favorite has answered; false while it loads, fails, or when signed out. */
  fromServer: boolean;
}

/**
 * The heart's state. Anonymous callers always get "not favourited" from the backend, so signed out it is
 * not asked. `fallback` is the goods detail's `isFavorite`, read only while the endpoint has not answered.
 */
export function useFavoriteState(goodsId: string, signedIn: boolean, fallback?: boolean): FavoriteState {
  const q = useQuery({ ...favoriteQuery(goodsId), enabled: signedIn && goodsId !== '' });
  if (!signedIn) return { on: false, fromServer: false };
  if (q.isSuccess) return { on: q.data !== null, fromServer: true };
  return { on: fallback ?? false, fromServer: false };
}

interface Snapshot {
  detail: GoodsDetailVO | undefined;
  favorite: GoodsFavoriteVO | null | undefined;
}

/**
 * POST /v/goods/favorite toggles on the server (docs/backend/rules.md#r32-favorite-toggle), so the client cannot ask
 * for a state, only flip it. The heart flips at once (the favourite answer and the detail's counter); a failed call puts both
 * back, and either way both are read again, since the server is what counts.
 *
 * `current` is what the heart shows when tapped (the endpoint's answer, or the detail's fallback);
 * `optimistic: false` skips the advance flip (signed out).
 */
export function useToggleFavorite(goodsId: string) {
  const qc = useQueryClient();
  const favKey = favoriteQuery(goodsId).queryKey;
  const detailKey = goodsDetailQuery(goodsId).queryKey;
  return useMutation<void, Error, { current: boolean; optimistic?: boolean }, Snapshot | undefined>({
    mutationFn: () => callApi(goodsEndpoints.favorite, { goodsId }),
    onMutate: async ({ current, optimistic = true }) => {
      // Signed out the call only leads to the login page (301): nothing to show in advance.
      if (!optimistic) return undefined;
      await Promise.all([qc.cancelQueries({ queryKey: favKey }), qc.cancelQueries({ queryKey: detailKey })]);
      const snapshot: Snapshot = { detail: qc.getQueryData(detailKey), favorite: qc.getQueryData(favKey) };
      const on = !current;
      qc.setQueryData<GoodsFavoriteVO | null>(favKey, on ? { createTime: Date.now() } : null);
      const d = snapshot.detail;
      if (d) {
        qc.setQueryData<GoodsDetailVO>(detailKey, {
          ...d,
          ...(d.isFavorite !== undefined ? { isFavorite: on } : {}),
          spu: { ...d.spu, favorite: Math.max(0, d.spu.favorite + (on ? 1 : -1)) },
        });
      }
      return snapshot;
    },
    onError: (_e, _v, snapshot) => {
      if (!snapshot) return;
      // Put back exactly what was there, including "never answered" (then the fallback shows again).
      if (snapshot.favorite === undefined) void qc.resetQueries({ queryKey: favKey, exact: true });
      else qc.setQueryData(favKey, snapshot.favorite);
      if (snapshot.detail) qc.setQueryData(detailKey, snapshot.detail);
    },
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: favKey }), qc.invalidateQueries({ queryKey: detailKey })]),
  });
}
