import { type ExpressDetail, ordersEndpoints } from '@contracts/orders';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { assetsKeys } from './assets';
import { endpointQuery } from './endpoint-query';
import { goodsKeys } from './goods';
import { pagedQueryOptions } from './paged-query';
import { useRefreshingMutation } from './refreshing-mutation';
import { answerOf, classifyRefund, isOneOf, type TrackedTxDecl, TX_CALL } from './tx-answers';

export const ORDERS_PAGE_SIZE = 10;

/**
 * The orders' cache keys. Every list and detail sits under `all`: an action on one order (cancel, pay,
 * a tracked refund) invalidates `all`, so every status tab and the detail read again.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  pages: () => [...ordersKeys.all, 'page'] as const,
  /** status −1 = all (the real query value). */
  page: (status: number) => [...ordersKeys.pages(), status] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...ordersKeys.details(), orderId] as const,
  /** The mutation key of a submit (tests wait on it). */
  submit: () => [...ordersKeys.all, 'submit'] as const,
};

/** The caller's orders; status −1 = all (the real query value). */
export const ordersPageQuery = (status: number) =>
  pagedQueryOptions(ordersKeys.page(status), (page, signal) =>
    callApi(ordersEndpoints.page, { page, size: ORDERS_PAGE_SIZE, status }, { signal }),
  );

export function useOrdersPage(status: number) {
  return useInfiniteQuery(ordersPageQuery(status));
}

export const orderDetailQuery = (orderId: string) =>
  endpointQuery(ordersKeys.detail(orderId), ordersEndpoints.detail, { orderId });

export function useOrderDetail(orderId: string) {
  return useQuery(orderDetailQuery(orderId));
}

export interface SubmitOrderInput {
  skuId: string;
  num: number;
  expressType: 0 | 1;
  expressDetail?: ExpressDetail;
}

/**
 * Places an order; answers the new orderId. Callers disable the button while pending (one order per tap).
 * The orders and every goods detail (its stock) read again.
 */
export function useSubmitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ordersKeys.submit(),
    mutationFn: (input: SubmitOrderInput) => callApi(ordersEndpoints.submit, input),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ordersKeys.all });
      void qc.invalidateQueries({ queryKey: goodsKeys.details() });
    },
  });
}

export const useCancelOrder = () =>
  useRefreshingMutation((orderId: string) => callApi(ordersEndpoints.cancel, { orderId }), ordersKeys.all, {
    // docs/backend/corrections.md#b6-refusal-codes: an order that left "pending" meanwhile is a lost conditional
    // update, code 2 "too many requests".
    meta: { stateRefusal: { codes: [2], textKey: 'orders:refused.cancel' } },
  });

/**
 * A refund's token return as the tracker runs it: the transfer's hash (the receipt's own,
 * docs/backend/corrections.md#b3-canonical-hash) and the note go to /v/order/info/refund/apply; "done" is the order
 * recording one of our hashes as its return hash (the backend records erc1155Result.hash(), the receipt's), so a retry after a lost answer is not taken for a refusal.
 */
export const refundReturnTx: TrackedTxDecl = {
  submit: (p, txHash) =>
    answerOf(async () => {
      const note = typeof p.params.note === 'string' && p.params.note ? { note: p.params.note } : {};
      await callApi(ordersEndpoints.refundApply, { orderId: p.subject, txHash, ...note }, TX_CALL);
    }, classifyRefund),
  alreadyDone: async (p, hashes) => {
    const { info } = await callApi(ordersEndpoints.detail, { orderId: p.subject }, TX_CALL);
    return isOneOf(hashes, info.refundApplyTxHash);
  },
  refreshes: [ordersKeys.all, assetsKeys.all],
};
