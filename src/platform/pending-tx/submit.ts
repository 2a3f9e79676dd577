import { chainEndpoints } from '@contracts/chain';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { callApi } from '@/lib/api-client';
import type { ShopAnswer, TxActions } from './action';
import { isHashAlreadyUsed, isInternalError, isInvalidTransactionHash, isTxHashNodeLag } from './backend-texts';
import type { PendingTx } from './store';

/** Backend calls of a tracked tx give up after this long each (the engine retries). */
const CALL_TIMEOUT_MS = 15_000;

type Failure = { code?: number; message: string; name?: unknown };

function failureOf(error: unknown): Failure {
  const e = error as { name?: unknown; code?: unknown; message?: unknown } | null;
  return {
    message: typeof e?.message === 'string' ? e.message : String(error),
    ...(typeof e?.code === 'number' ? { code: e.code } : {}),
    name: e?.name,
  };
}

/**
 * What every action's failure shares: 303 is an account state (B4), 301/302/304 a session one, a failed call
 * decides nothing. Undefined when the action must sort it by its own endpoint's words.
 */
function common({ code, message, name }: Failure): ShopAnswer | undefined {
  if (code === 303) return { kind: 'frozen', message };
  if (code === 301 || code === 302 || code === 304) return { kind: 'session' };
  if (code === undefined || name === 'NetworkError' || name === 'ContractError') return { kind: 'transient', message };
  if (isHashAlreadyUsed(code, message)) return { kind: 'hashUsed' };
  // A server exception decides nothing either (tx-hash reads it as its node lagging, below).
  return undefined;
}

/**
 * /v/order/info/pay after the app saw the receipt. `无效的交易哈希`: the backend's node lags (B1). Code 2: the
 * address's price quote expired while the shopper was in the wallet app (OrderController.pay), or the order is
 * no longer pending (a lost conditional update, OrderService.pay): a fresh quote, then the same hash again.
 * Any other refusal (amount short after a price move) means money moved that the mall cannot record.
 */
export function classifyPay(error: unknown): ShopAnswer {
  const f = failureOf(error);
  const shared = common(f);
  if (shared) return shared;
  if (isInvalidTransactionHash(f.code, f.message)) return { kind: 'lagging', message: f.message };
  if (isInternalError(f.code, f.message)) return { kind: 'transient', message: f.message };
  if (f.code === 2) return { kind: 'renew', message: f.message };
  return { kind: 'unrecorded', message: f.message };
}

/** /v/order/info/refund/apply: `无效的交易哈希` lags as for pay; its explicit checks are true refusals (B6). */
export function classifyRefund(error: unknown): ShopAnswer {
  const f = failureOf(error);
  const shared = common(f);
  if (shared) return shared;
  if (isInvalidTransactionHash(f.code, f.message)) return { kind: 'lagging', message: f.message };
  if (isInternalError(f.code, f.message)) return { kind: 'transient', message: f.message };
  return { kind: 'refused', message: f.message };
}

/**
 * /v/chain/tx-hash: `参数错误：<the node's error>，请检查输入` (no receipt yet, a rate-limited node) and
 * `Internal error` (the logs' token data could not be read) are its node lagging (B2), waited out.
 */
export function classifyTxHash(error: unknown): ShopAnswer {
  const f = failureOf(error);
  const shared = common(f);
  if (shared) return shared;
  if (isTxHashNodeLag(f.code, f.message)) return { kind: 'lagging', message: f.message };
  return { kind: 'refused', message: f.message };
}

const num = (v: string | number | undefined) => Number(v ?? 0);
const opts = () => ({ timeoutMs: CALL_TIMEOUT_MS });
const answer = async (call: () => Promise<unknown>, classify: (e: unknown) => ShopAnswer): Promise<ShopAnswer> => {
  try {
    const result = await call();
    return result === undefined ? { kind: 'ok' } : { kind: 'ok', result };
  } catch (error) {
    return classify(error);
  }
};

/** Order statuses that mean "paid" (paid, and the refund states that follow it); 0 is unpaid, 2/3 closed. */
const PAID_STATUSES = new Set([1, 4, 5, 6]);
const among = (hashes: readonly string[], hash: string | undefined) =>
  hash !== undefined && hash !== '' && hashes.includes(hash.toLowerCase());

/** The four chain actions, each with its endpoint, the words that mean "lagging", and how "done" is seen. */
export const TX_ACTIONS: TxActions = {
  pay: {
    submit: (p, hash) =>
      answer(async () => {
        await callApi(
          paymentsEndpoints.pay,
          { orderId: p.subject, chainType: num(p.params.chainType) === 1 ? 1 : 0, txHash: hash },
          opts(),
        );
      }, classifyPay),
    // The order recorded one of our hashes (on Bityuan the receipt's own, B3) and moved past unpaid.
    alreadyDone: async (p, hashes) => {
      const { info } = await callApi(ordersEndpoints.detail, { orderId: p.subject }, opts());
      return PAID_STATUSES.has(info.status) && among(hashes, info.payHash);
    },
    // /pay needs the address's price quote of the last 10 minutes, which pay-type sets (OrderController).
    renew: async (p) => {
      await callApi(paymentsEndpoints.payType, { orderId: p.subject }, opts());
    },
  },
  refundReturn: {
    submit: (p, hash) =>
      answer(async () => {
        const note = typeof p.params.note === 'string' && p.params.note ? { note: p.params.note } : {};
        await callApi(ordersEndpoints.refundApply, { orderId: p.subject, txHash: hash, ...note }, opts());
      }, classifyRefund),
    // The backend records the receipt's own hash (erc1155Result.hash(), B3).
    alreadyDone: async (p, hashes) => {
      const { info } = await callApi(ordersEndpoints.detail, { orderId: p.subject }, opts());
      return among(hashes, info.refundApplyTxHash);
    },
  },
  // The prize is looked up by the hash submitted (getBlindBoxByTxHash) and recorded under the log's own hash:
  // submitting the receipt's hash finds it, again after a lost answer (the indexing is idempotent by hash).
  openBox: {
    submit: (p: PendingTx, hash) =>
      answer(
        () => callApi(chainEndpoints.txHash, { ctId: num(p.params.ctId), txHash: hash, respType: 1 }, opts()),
        classifyTxHash,
      ),
  },
  withdraw: {
    submit: (p, hash) =>
      answer(async () => {
        await callApi(chainEndpoints.txHash, { ctId: num(p.params.ctId), txHash: hash }, opts());
        // tx-hash answers no id; the delivery list's vague search matches the hash it was recorded under.
        const page = await callApi(deliveriesEndpoints.page, { vague: hash, size: 1 }, opts());
        return page.data[0]?.express.orderId;
      }, classifyTxHash),
  },
};
