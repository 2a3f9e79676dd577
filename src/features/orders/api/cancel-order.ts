import { ordersEndpoints } from '@contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(ordersEndpoints.cancel, { orderId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
