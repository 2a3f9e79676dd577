import { type GoodsDetailVO, goodsEndpoints } from '@contracts/goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { goodsDetailQuery } from './get-goods-detail';

/** Favourite toggle: the detail flips at once and is re-read afterwards (the server counts too). */
export function useToggleFavorite(goodsId: string) {
  const qc = useQueryClient();
  const key = goodsDetailQuery(goodsId).queryKey;
  return useMutation({
    mutationFn: () => callApi(goodsEndpoints.favorite, { goodsId }),
    onMutate: async () => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<GoodsDetailVO>(key);
      if (before) {
        const on = !before.isFavorite;
        qc.setQueryData<GoodsDetailVO>(key, {
          ...before,
          isFavorite: on,
          spu: { ...before.spu, favorite: Math.max(0, before.spu.favorite + (on ? 1 : -1)) },
        });
      }
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
