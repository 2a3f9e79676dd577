import { lotteriesEndpoints } from '@contracts/lotteries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const lotteryDetailQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: ['lotteries', 'detail', id, token ?? ''],
    queryFn: ({ signal }) => callApi(lotteriesEndpoints.detail, { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useLotteryDetail(id: number, token: string | null) {
  return useQuery(lotteryDetailQuery(id, token));
}
