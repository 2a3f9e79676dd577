import { goodsEndpoints } from '@contracts/goods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The contract an order's tokens live on (from the goods detail), needed to return them for a refund. */
export const goodsContractQuery = (goodsId: string) =>
  queryOptions({
    queryKey: ['goods', 'detail', goodsId],
    queryFn: ({ signal }) => callApi(goodsEndpoints.detail, { goodsId }, { signal }),
    select: (d) => d.contract,
  });

export function useGoodsContract(goodsId: string, enabled = true) {
  return useQuery({ ...goodsContractQuery(goodsId), enabled });
}
