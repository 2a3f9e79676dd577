import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { dismissPendingTx, registerTxActions, retryPendingTx, type StartTx } from '@/platform/pending-tx/runner';
import { type PendingTx, pendingTxId, type TxAction } from '@/platform/pending-tx/store';
import { usePendingTx, usePendingTxList } from '@/platform/pending-tx/use-pending-tx';
import { type TrackedAction, useTrackedAction } from '@/platform/pending-tx/use-tracked-action';
import { openBoxTx } from './blind-boxes';
import { withdrawTx } from './deliveries';
import { refundReturnTx } from './orders';
import { payTx } from './payments';
import type { TrackedTxDecl } from './tx-answers';

/**
 * The money path in one place: the four chain actions, each declared beside its endpoints (payments.ts,
 * orders.ts, blind-boxes.ts, deliveries.ts: what is submitted, how "already done" is seen, what it refreshes)
 * and handed to the tracker (src/platform/pending-tx, which knows the chain but no endpoint) as soon as any
 * screen that shows a tracked tx loads this module.
 */
export const TRACKED_TX: Record<TxAction, TrackedTxDecl> = {
  pay: payTx,
  refundReturn: refundReturnTx,
  openBox: openBoxTx,
  withdraw: withdrawTx,
};
registerTxActions(TRACKED_TX);

/** What an accepted tx of `action` may have changed, read again. */
export const refreshAfterTx = (qc: QueryClient, action: TxAction) =>
  Promise.all(TRACKED_TX[action].refreshes.map((queryKey) => qc.invalidateQueries({ queryKey })));

/**
 * The binding of every tx-sending screen (pay, open box, withdraw, refund return): the tracker's entry, the
 * wallet step and the shopper's buttons. Once the backend has accepted the hash, what the action changed is
 * refreshed, then `onDone` gets the backend's answer (the prize, the delivery order id).
 */
export function useTrackedTx(start: StartTx, onDone: (result: unknown) => void): TrackedAction {
  const qc = useQueryClient();
  return useTrackedAction(start, (result) => {
    void refreshAfterTx(qc, start.action);
    onDone(result);
  });
}

/** A tracked tx shown where nothing can be sent (a payment confirmed after its order expired): check again, dismiss. */
export function useTrackedEntry(action: TxAction, subject: string) {
  const id = pendingTxId(action, subject);
  return {
    entry: usePendingTx(id),
    retry: () => void retryPendingTx(id),
    dismiss: () => void dismissPendingTx(id),
  };
}

/** Every tracked tx (the user centre's list): each resumes while it is shown, with its action declared. */
export const useTrackedTxList = (): PendingTx[] => usePendingTxList();
