import { type ChainType, paymentsEndpoints } from '@contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface PayOrderInput {
  orderId: string;
  chainType: ChainType;
  txHash: string;
}

/** Submits the wallet transfer's hash. */
export function usePayOrder() {
  const qc = useQueryClient();
  return useMutation({
    // WalletPay tells 'not confirmed' from 'already used' inline; 301/304 effects still apply.
    meta: { silentError: true },
    mutationFn: (input: PayOrderInput) => callApi(paymentsEndpoints.pay, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
