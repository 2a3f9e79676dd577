import { chainEndpoints } from '@contracts/chain';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { callApi } from '@/lib/api-client';
import { isHashAlreadyUsed, isHashNotSeenByBackend } from './backend-texts';
import type { ShopAnswer } from './engine';
import type { PendingTx } from './store';

/** Backend calls of a tracked tx give up after this long each (the engine retries). */
const CALL_TIMEOUT_MS = 15_000;

/** Sorts a callApi failure into what the tracker does next. Duck-typed: the error classes may move. */
export function classifyShopError(error: unknown): ShopAnswer {
  const e = error as { name?: unknown; code?: unknown; message?: unknown; status?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'number' ? e.code : undefined;
  // 303 is an account state, not a session one (B4): a login would get it again.
  if (code === 303) return { kind: 'frozen', message };
  if (code === 301 || code === 302 || code === 304) return { kind: 'session' };
  if (isHashNotSeenByBackend(code, message)) return { kind: 'lagging', message };
  if (isHashAlreadyUsed(code, message)) return { kind: 'hashUsed' };
  // Code 2 is both "too many requests" and "not in a payable state" (real-api-notes); the engine checks
  // whether the order is already done by this hash before calling it a refusal.
  if (code === undefined || e?.name === 'NetworkError' || e?.name === 'ContractError') {
    return { kind: 'transient', message };
  }
  return { kind: 'refused', message };
}

const num = (v: string | number | undefined) => Number(v ?? 0);
const opts = () => ({ timeoutMs: CALL_TIMEOUT_MS });

/** One backend submission of the tracked hash, per action. */
export async function submitPendingTx(p: PendingTx): Promise<ShopAnswer> {
  try {
    switch (p.action) {
      case 'pay':
        await callApi(
          paymentsEndpoints.pay,
          { orderId: p.subject, chainType: num(p.params.chainType) === 1 ? 1 : 0, txHash: p.hash },
          opts(),
        );
        return { kind: 'ok' };
      case 'refundReturn': {
        const note = typeof p.params.note === 'string' && p.params.note ? { note: p.params.note } : {};
        await callApi(ordersEndpoints.refundApply, { orderId: p.subject, txHash: p.hash, ...note }, opts());
        return { kind: 'ok' };
      }
      case 'openBox': {
        const prize = await callApi(
          chainEndpoints.txHash,
          { ctId: num(p.params.ctId), txHash: p.hash, respType: 1 },
          opts(),
        );
        return { kind: 'ok', result: prize };
      }
      case 'withdraw': {
        await callApi(chainEndpoints.txHash, { ctId: num(p.params.ctId), txHash: p.hash }, opts());
        // tx-hash answers no id; the delivery list's vague search matches hashes.
        const page = await callApi(deliveriesEndpoints.page, { vague: p.hash, size: 1 }, opts());
        return { kind: 'ok', result: page.data[0]?.express.orderId };
      }
    }
  } catch (error) {
    return classifyShopError(error);
  }
}

/** Order statuses that mean "paid" (paid, and the refund states that follow it); 0 is unpaid, 2/3 closed. */
const PAID_STATUSES = new Set([1, 4, 5, 6]);

/**
 * Was this very order paid / returned by this hash? (Then the shopper is done.) Pay: an order that moved past
 * unpaid into a paid state with a recorded hash counts, even when that hash differs from the wallet's: on
 * Bityuan the receipt may carry another (canonical) hash, which the backend verifies and records instead
 * (real-api-notes §10 B3). Refund return: the recorded return hash, compared case-insensitively.
 */
export async function alreadyDone(p: PendingTx): Promise<boolean> {
  if (p.action !== 'pay' && p.action !== 'refundReturn') return false;
  const order = await callApi(ordersEndpoints.detail, { orderId: p.subject }, opts());
  const info = order.info;
  if (p.action === 'pay') return PAID_STATUSES.has(info.status) && info.payHash !== '';
  return (info.refundApplyTxHash ?? '').toLowerCase() === p.hash.toLowerCase();
}
