import { type InvoiceSubmitRO, invoicesEndpoints } from '@contracts/invoices';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { findOneQuery } from './endpoint-query';
import { pagedQueryOptions } from './paged-query';
import { useRefreshingMutation } from './refreshing-mutation';

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
  pagedQueryOptions(invoicesKeys.page(invoiceState), (page, signal) =>
    callApi(invoicesEndpoints.page, { page, size: INVOICES_PAGE_SIZE, invoiceState }, { signal }),
  );

export function useInvoicesPage(invoiceState: number) {
  return useInfiniteQuery(invoicesPageQuery(invoiceState));
}

/** No data (someone else's or an unpaid order) resolves null. */
export const invoiceDetailQuery = (orderId: string) =>
  queryOptions({
    ...findOneQuery(invoicesKeys.detail(orderId), invoicesEndpoints.detail, { orderId }),
    enabled: orderId !== '',
  });

export function useInvoiceDetail(orderId: string) {
  return useQuery(invoiceDetailQuery(orderId));
}

export const useSubmitInvoice = () =>
  useRefreshingMutation((input: InvoiceSubmitRO) => callApi(invoicesEndpoints.submit, input), invoicesKeys.all);

export const useCancelInvoice = () =>
  useRefreshingMutation((orderId: string) => callApi(invoicesEndpoints.cancel, { orderId }), invoicesKeys.all);
