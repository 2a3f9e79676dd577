import { invoicesEndpoints } from '@contracts/invoices';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const INVOICES_PAGE_SIZE = 10;

/** invoiceState −1 = all. */
export const invoicesPageQuery = (invoiceState: number) =>
  infiniteQueryOptions({
    queryKey: ['invoices', 'page', invoiceState],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(invoicesEndpoints.page, { page: pageParam, size: INVOICES_PAGE_SIZE, invoiceState }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useInvoicesPage(invoiceState: number) {
  return useInfiniteQuery(invoicesPageQuery(invoiceState));
}
