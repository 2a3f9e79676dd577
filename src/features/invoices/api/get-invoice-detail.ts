import { invoicesEndpoints } from '@contracts/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiOrNull } from '@/lib/api-client';

/** No data (someone else's or an unpaid order) resolves null. */
export const invoiceDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['invoices', 'detail', orderId],
    queryFn: ({ signal }) => callApiOrNull(invoicesEndpoints.detail, { orderId }, { signal }),
    enabled: orderId !== '',
  });

export function useInvoiceDetail(orderId: string) {
  return useQuery(invoiceDetailQuery(orderId));
}
