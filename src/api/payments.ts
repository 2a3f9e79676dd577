import { ordersEndpoints } from '@contracts/orders';
import { OPERATION_PASSWORD_HEADER, paymentsEndpoints } from '@contracts/payments';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { assetsKeys } from './assets';
import { deliveriesKeys } from './deliveries';
import { endpointQuery } from './endpoint-query';
import { ordersKeys } from './orders';
import { answerOf, classifyPay, isOneOf, numParam, type TrackedTxDecl, TX_CALL } from './tx-answers';

/** The payments' cache keys (the pay-type quotes of one order). */
export const paymentsKeys = {
  all: ['payments'] as const,
  payTypes: (orderId: string) => [...paymentsKeys.all, 'payTypes', orderId] as const,
};

/** Quotes are cached 10 min by the server and /pay needs a fresh one: refetch well before that. */
export const payTypesQuery = (orderId: string) =>
  queryOptions({
    ...endpointQuery(paymentsKeys.payTypes(orderId), paymentsEndpoints.payType, { orderId }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function usePayTypes(orderId: string, enabled = true) {
  return useQuery({ ...payTypesQuery(orderId), enabled });
}

/**
 * What a payment the shop accepted changes, for both ways of paying (offline below, the wallet's tracked tx in
 * payTx): the order's state (every order list and detail), the buyer's tokens (delivered after payment) and,
 * for an order shipped directly, its delivery order.
 */
export const PAYMENT_REFRESHES = [ordersKeys.all, assetsKeys.all, deliveriesKeys.all] as const;

export const refreshAfterPayment = (qc: QueryClient) =>
  Promise.all(PAYMENT_REFRESHES.map((queryKey) => qc.invalidateQueries({ queryKey })));

/** Order statuses that mean "paid" (paid, and the refund states that follow it); 0 is unpaid, 2/3 closed. */
const PAID_STATUSES: ReadonlySet<number> = new Set([1, 4, 5, 6]);

/**
 * A wallet payment as the tracker runs it: its hash (the receipt's own, docs/backend/corrections.md#b3-canonical-hash)
 * goes to /v/order/info/pay with the order and the chain; "done" is the order past unpaid with one of our hashes recorded (TransferUtils.payment
 * records the receipt's hash); code 2 asks for a fresh price quote (pay-type caches it for 10 minutes, and
 * /pay needs it, OrderController.pay) before the same hash goes again.
 */
export const payTx: TrackedTxDecl = {
  submit: (p, txHash) =>
    answerOf(async () => {
      const chainType = numParam(p.params.chainType) === 1 ? 1 : 0;
      await callApi(paymentsEndpoints.pay, { orderId: p.subject, chainType, txHash }, TX_CALL);
    }, classifyPay),
  alreadyDone: async (p, hashes) => {
    const { info } = await callApi(ordersEndpoints.detail, { orderId: p.subject }, TX_CALL);
    return PAID_STATUSES.has(info.status) && isOneOf(hashes, info.payHash);
  },
  renew: async (p) => {
    await callApi(paymentsEndpoints.payType, { orderId: p.subject }, TX_CALL);
  },
  refreshes: PAYMENT_REFRESHES,
};

/**
 * Offline payment: the operation password goes in its header only. It is never stored, cached or
 * logged; the mutation variables are cleared by react-query after the call (gcTime 0).
 */
export function useOfflinePay() {
  const qc = useQueryClient();
  return useMutation({
    gcTime: 0,
    // The wrong-password message is shown under the field, not as a toast.
    meta: { silentError: true },
    mutationFn: ({ orderId, password }: { orderId: string; password: string }) =>
      callApi(paymentsEndpoints.offlinePay, { orderId }, { headers: { [OPERATION_PASSWORD_HEADER]: password } }),
    onSuccess: () => refreshAfterPayment(qc),
  });
}
