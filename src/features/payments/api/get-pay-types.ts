import { paymentsEndpoints } from '@contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Quotes are cached 10 min by the server and /pay needs a fresh one: refetch well before that. */
export const payTypesQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['payments', 'payTypes', orderId],
    queryFn: ({ signal }) => callApi(paymentsEndpoints.payType, { orderId }, { signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function usePayTypes(orderId: string, enabled = true) {
  return useQuery({ ...payTypesQuery(orderId), enabled });
}
