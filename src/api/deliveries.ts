import { chainEndpoints } from '@contracts/chain';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { assetsKeys } from './assets';
import { endpointQuery } from './endpoint-query';
import { pagedQueryOptions } from './paged-query';
import { useRefreshingMutation } from './refreshing-mutation';
import { answerOf, classifyTxHash, numParam, type TrackedTxDecl, TX_CALL } from './tx-answers';

const PAGE_SIZE = 10;

/** The delivery orders' cache keys; every action on one (and a tracked expressNFT) refreshes them all. */
export const deliveriesKeys = {
  all: ['deliveries'] as const,
  page: (status: number) => [...deliveriesKeys.all, 'page', status] as const,
  detail: (orderId: string) => [...deliveriesKeys.all, 'detail', orderId] as const,
  /** type 0: the merchant's shipment; 1: the buyer's return. */
  logistics: (orderId: string, type: 0 | 1) => [...deliveriesKeys.all, 'logistics', orderId, type] as const,
};

export const deliveriesPageQuery = (status: number) =>
  pagedQueryOptions(deliveriesKeys.page(status), (page, signal) =>
    callApi(deliveriesEndpoints.page, { page, size: PAGE_SIZE, status }, { signal }),
  );

export const useDeliveriesPage = (status: number) => useInfiniteQuery(deliveriesPageQuery(status));

export const deliveryDetailQuery = (orderId: string) =>
  endpointQuery(deliveriesKeys.detail(orderId), deliveriesEndpoints.detail, { orderId });

export const useDeliveryDetail = (orderId: string) => useQuery(deliveryDetailQuery(orderId));

/** type 0: the merchant's shipment; 1: the buyer's return. */
export function useLogistics(orderId: string, type: 0 | 1, enabled: boolean) {
  return useQuery({
    ...endpointQuery(deliveriesKeys.logistics(orderId, type), deliveriesEndpoints.logistics, { orderId, type }),
    enabled,
  });
}

/**
 * docs/backend/corrections.md#b6-refusal-codes: an action the delivery order's status no longer allows is refused with
 * code 1 "参数错误，请检查输入" (the status checks of OrderService.confirmExpress/refundApplyExpress/refundExpress) or code 2 (a lost conditional
 * update); the shopper is told in the action's own words (`refused.*`), and the list and detail refresh.
 */
function useDeliveryMutation<I>(fn: (input: I) => Promise<unknown>, refusedKey: string) {
  return useRefreshingMutation(fn, deliveriesKeys.all, {
    meta: { stateRefusal: { codes: [1, 2], textKey: `deliveries:refused.${refusedKey}` } },
  });
}

export const useConfirmReceipt = () =>
  useDeliveryMutation((orderId: string) => callApi(deliveriesEndpoints.confirm, { orderId }), 'confirm');
export const useReturnApply = () =>
  useDeliveryMutation(
    (i: { orderId: string; note?: string }) => callApi(deliveriesEndpoints.refundApply, i),
    'returnApply',
  );
export const useReturnExpress = () =>
  useDeliveryMutation(
    (i: { orderId: string; expressCode: string }) => callApi(deliveriesEndpoints.refundExpress, i),
    'returnNumbers',
  );

/**
 * A withdrawal for delivery (expressNFT) as the tracker runs it: the hash (the receipt's own,
 * docs/backend/corrections.md#b3-canonical-hash) goes to /v/chain/tx-hash, which records the delivery order from the
 * ExpressNFT log under the log's own hash (ChainEventComponent.expressNFTEvent) and answers no id: the delivery list's vague search finds it by that hash.
 */
export const withdrawTx: TrackedTxDecl = {
  submit: (p, txHash) =>
    answerOf(async () => {
      await callApi(chainEndpoints.txHash, { ctId: numParam(p.params.ctId), txHash }, TX_CALL);
      const page = await callApi(deliveriesEndpoints.page, { vague: txHash, size: 1 }, TX_CALL);
      return page.data[0]?.express.orderId;
    }, classifyTxHash),
  refreshes: [deliveriesKeys.all, assetsKeys.all],
};
