import { goodsEndpoints } from '@contracts/goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const goodsDetailQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['goods', 'detail', goodsId],
    queryFn: ({ signal }) => callApi(goodsEndpoints.detail, { goodsId }, { signal }),
  });

export function useGoodsDetail(goodsId: string) {
  return useQuery(goodsDetailQuery(goodsId));
}
