import type { Lang } from '../../../core/messages';
import { failWith, type Reply } from '../../../core/respond';

/**
 * The two ways the real backend refuses an order action that does not fit the order's state
 * (docs/backend/corrections.md#b6-refusal-codes, `service/OrderService.java` of web3chat/mall-web3):
 *
 * - an explicit `AssertUtils` check (refund apply outside status 1 or the 7-day window, confirm receipt
 *   outside status 1, a return not allowed, return tracking numbers outside status 5) → code 1
 *   `invalid_parameter`, "参数错误，请检查输入", with nothing saying which check failed;
 * - a lost conditional update (`updateByOrderId` with an `originalStatus`: cancel or pay of an order that is
 *   no longer pending, a sales counter that would overflow) → code 2
 *   `too_many_requests_plz_try_again_later`, "请求过于频繁，请稍后再试", although no rate limiter exists.
 *
 * The mock sends exactly these, so the app is built against what a shopper will really be told.
 */
export function refusedByCheck(lang: Lang): Reply<never> {
  return failWith('invalid_parameter', lang);
}

export function lostUpdate(lang: Lang): Reply<never> {
  return failWith('too_many_requests_plz_try_again_later', lang);
}

/** Pay or cancel of an order that is no longer pending: a lost conditional update (kept for payments.ts). */
export function wrongState(lang: Lang, _order?: unknown, _action?: unknown): Reply<never> {
  return lostUpdate(lang);
}
