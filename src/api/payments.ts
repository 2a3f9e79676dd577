import { OPERATION_PASSWORD_HEADER, paymentsEndpoints } from '@contracts/payments';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ordersKeys } from './orders';

/** The payments' cache keys (the pay-type quotes of one order). */
export const paymentsKeys = {
  all: ['payments'] as const,
  payTypes: (orderId: string) => [...paymentsKeys.all, 'payTypes', orderId] as const,
};

/** Quotes are cached 10 min by the server and /pay needs a fresh one: refetch well before that. */
export const payTypesQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentsKeys.payTypes(orderId),
    queryFn: ({ signal }) => callApi(paymentsEndpoints.payType, { orderId }, { signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function usePayTypes(orderId: string, enabled = true) {
  return useQuery({ ...payTypesQuery(orderId), enabled });
}

/**
 * What a payment the shop accepted changes: the order's state, so every order list and detail. Called by
 * the offline payment below and by the wallet payment once the tracker's hash is accepted (WalletPay).
 */
export const refreshAfterPayment = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ordersKeys.all });

/**
 * Offline payment: the operation password goes in its header only. It is never stored, cached or
 * logged; the mutation variables are cleared by react-query after the call (gcTime 0).
 */
export function useOfflinePay() {
  const qc = useQueryClient();
  return useMutation({
    gcTime: 0,
    // The wrong-password message is shown under the field, not as a toast.
    meta: { silentError: true },
    mutationFn: ({ orderId, password }: { orderId: string; password: string }) =>
      callApi(paymentsEndpoints.offlinePay, { orderId }, { headers: { [OPERATION_PASSWORD_HEADER]: password } }),
    onSuccess: () => refreshAfterPayment(qc),
  });
}
