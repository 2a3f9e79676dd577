import { type InvoiceSubmitRO, invoicesEndpoints } from '@contracts/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useSubmitInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceSubmitRO) => callApi(invoicesEndpoints.submit, input),
    onSettled: () => qc.invalidateQueries({ queryKey: ['invoices'] }),
  });
}

export function useCancelInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(invoicesEndpoints.cancel, { orderId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['invoices'] }),
  });
}
