import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { StartTx } from '@/platform/pending-tx/runner';
import { type TrackedAction, useTrackedAction } from '@/platform/pending-tx/use-tracked-action';
import { assetsKeys } from './assets';
import { blindBoxesKeys } from './blind-boxes';
import { deliveriesKeys } from './deliveries';
import { ordersKeys } from './orders';

/**
 * What a chain transaction the shop accepted may have changed (the pending-tx tracker submits refunds, box
 * openings and withdrawals, src/platform/pending-tx/submit.ts): orders, held tokens, delivery orders, boxes.
 */
export const TX_ACCEPTED_KEYS = [ordersKeys.all, assetsKeys.all, deliveriesKeys.all, blindBoxesKeys.all] as const;

export const refreshAfterTx = (qc: QueryClient) =>
  Promise.all(TX_ACCEPTED_KEYS.map((queryKey) => qc.invalidateQueries({ queryKey })));

/**
 * The tracker's binding for a tx-sending screen (useTrackedAction) with the data layer's part: once the
 * backend has accepted the hash, the caches above are refreshed, then `onDone` gets the backend's answer.
 */
export function useTrackedTx(start: StartTx, onDone: (result: unknown) => void): TrackedAction {
  const qc = useQueryClient();
  return useTrackedAction(start, (result) => {
    void refreshAfterTx(qc);
    onDone(result);
  });
}
