import { type GoodsFavoriteVO, goodsEndpoints } from '@contracts/goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiOrNull } from '@/lib/api-client';

/**
 * The caller's favourite of one goods (B5): GET /v/goods/favorite answers {createTime} when favourited
 * and no data when not. Keyed outside ['goods', …] so that logging out, which keeps the goods cache,
 * drops one shopper's hearts before the next one signs in.
 */
export const favoriteQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['favorite', goodsId],
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
