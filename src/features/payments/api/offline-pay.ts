import { OPERATION_PASSWORD_HEADER, paymentsEndpoints } from '@contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

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
    onSuccess: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
