import { type OrderExpressVO, splitTrackingNumbers, TRACKING_NUMBER } from '@contracts/deliveries';

/** docs/backend/rules.md#r21-return-request's window, mirrored so the button hides when the server would refuse. */
export const RETURN_WINDOW_MS = 7 * 86_400_000;

export interface DeliveryActions {
  confirm: boolean;
  applyReturn: boolean;
  enterReturnNumbers: boolean;
  outboundTrace: boolean;
  returnTrace: boolean;
}

/**
 * What the buyer may do in each ExpressStatus (docs/backend/rules.md#r20-confirm-receipt,
 * docs/backend/rules.md#r21-return-request, docs/backend/rules.md#r23-return-tracking).
 */
export function deliveryActions(
  e: Pick<OrderExpressVO, 'status' | 'orderTime' | 'expressCode' | 'refundExpressCode'>,
  now: number,
): DeliveryActions {
  return {
    confirm: e.status === 1,
    applyReturn: e.status <= 2 && now - e.orderTime < RETURN_WINDOW_MS,
    enterReturnNumbers: e.status === 5,
    outboundTrace: e.expressCode !== '',
    returnTrace: e.refundExpressCode !== '',
  };
}

/** Checks the return-number input the way the server will read it; the numbers or an i18n key. */
export function parseReturnNumbers(input: string): { codes: string[] } | { problem: string } {
  const codes = splitTrackingNumbers(input);
  if (codes.length === 0) return { problem: 'detail.returnNumbersRequired' };
  if (codes.some((c) => !TRACKING_NUMBER.test(c))) return { problem: 'detail.returnNumbersInvalid' };
  return { codes };
}
