import { type InvoiceSubmitRO, invoicesEndpoints } from '@contracts/invoices';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';
import { LIST_QUERY_META } from './list-meta';

export const INVOICES_PAGE_SIZE = 10;

/** The invoices' cache keys; a submit or a cancel refreshes them all (list and detail). */
export const invoicesKeys = {
  all: ['invoices'] as const,
  /** invoiceState −1 = all. */
  page: (invoiceState: number) => [...invoicesKeys.all, 'page', invoiceState] as const,
  detail: (orderId: string) => [...invoicesKeys.all, 'detail', orderId] as const,
};

/** invoiceState −1 = all. */
export const invoicesPageQuery = (invoiceState: number) =>
  infiniteQueryOptions({
    queryKey: invoicesKeys.page(invoiceState),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(invoicesEndpoints.page, { page: pageParam, size: INVOICES_PAGE_SIZE, invoiceState }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useInvoicesPage(invoiceState: number) {
  return useInfiniteQuery(invoicesPageQuery(invoiceState));
}

/** No data (someone else's or an unpaid order) resolves null. */
export const invoiceDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: invoicesKeys.detail(orderId),
    queryFn: ({ signal }) => callApiOrNull(invoicesEndpoints.detail, { orderId }, { signal }),
    enabled: orderId !== '',
  });

export function useInvoiceDetail(orderId: string) {
  return useQuery(invoiceDetailQuery(orderId));
}

export function useSubmitInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceSubmitRO) => callApi(invoicesEndpoints.submit, input),
    onSettled: () => qc.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}

export function useCancelInvoice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(invoicesEndpoints.cancel, { orderId }),
    onSettled: () => qc.invalidateQueries({ queryKey: invoicesKeys.all }),
  });
}
