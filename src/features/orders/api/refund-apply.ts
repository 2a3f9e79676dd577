import { ordersEndpoints } from '@contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface RefundApplyInput {
  orderId: string;
  /** The wallet tx returning the order's tokens to the merchant. */
  txHash: string;
  note?: string;
}

export function useRefundApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundApplyInput) => callApi(ordersEndpoints.refundApply, input),
    onSettled: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
