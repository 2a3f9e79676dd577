import { type ExpressDetail, ordersEndpoints } from '@contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface SubmitOrderInput {
  skuId: string;
  num: number;
  expressType: 0 | 1;
  expressDetail?: ExpressDetail;
}

/** Places an order; answers the new orderId. Callers disable the button while pending (one order per tap). */
export function useSubmitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'submit'],
    mutationFn: (input: SubmitOrderInput) => callApi(ordersEndpoints.submit, input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['orders'] });
      void qc.invalidateQueries({ queryKey: ['goods', 'detail'] });
    },
  });
}
