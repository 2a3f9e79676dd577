import { ordersEndpoints } from '@contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(ordersEndpoints.cancel, { orderId }),
    // B6: an order that left "pending" meanwhile is a lost conditional update, code 2 "too many requests".
    meta: { stateRefusal: { codes: [2], textKey: 'orders:refused.cancel' } },
    onSettled: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
