import type { QueryKey } from '@tanstack/react-query';
import type { ShopAnswer, TxActionSpec } from '@/platform/pending-tx/action';
import { isHashAlreadyUsed, isInternalError, isInvalidTransactionHash, isTxHashNodeLag } from './backend-texts';

/**
 * One chain action as the data layer declares it beside its endpoints: what is submitted and how "already
 * done" is seen (given to the tracker, src/platform/pending-tx, which knows no endpoint), and what the action
 * changed once the backend took it (refreshed by useTrackedTx in tracked-tx.ts).
 */
export interface TrackedTxDecl extends TxActionSpec {
  refreshes: readonly QueryKey[];
}

/** Backend calls of a tracked tx give up after this long each (the tracker asks again). */
export const TX_CALL = { timeoutMs: 15_000 } as const;

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
 * What every action's failure shares: 303 is an account state (docs/backend/corrections.md#b4-frozen), 301/302/304 a
 * session one, a failed call or a server exception decides nothing. Undefined when the action sorts it by its own endpoint's words.
 */
function common({ code, message, name }: Failure): ShopAnswer | undefined {
  if (code === 303) return { kind: 'frozen', message };
  if (code === 301 || code === 302 || code === 304) return { kind: 'session' };
  if (code === undefined || name === 'NetworkError' || name === 'ContractError') return { kind: 'transient', message };
  if (isHashAlreadyUsed(code, message)) return { kind: 'hashUsed' };
  return undefined;
}

/** Sorts one failure of an endpoint: what every action shares first (`common`), then the endpoint's own words (`own`). */
function sortFailure(error: unknown, own: (f: Failure) => ShopAnswer): ShopAnswer {
  const f = failureOf(error);
  return common(f) ?? own(f);
}

/**
 * /v/order/info/pay after the app saw the receipt (OrderController.pay, OrderService.pay, TransferUtils.payment).
 * `无效的交易哈希`: the backend's node lags (docs/backend/corrections.md#b1-pending-hash). Code 2: the address's price quote
 * from pay-type expired (10 min in Redis; the shopper was in the wallet app) or the order is no longer pending (a lost conditional update):
 * a fresh quote, then the same hash again. Any other refusal after the money moved (amount short after a
 * price move) is money the mall cannot record: said calmly, never as a refusal.
 */
export function classifyPay(error: unknown): ShopAnswer {
  return sortFailure(error, ({ code, message }) => {
    if (isInvalidTransactionHash(code, message)) return { kind: 'lagging', message };
    if (isInternalError(code, message)) return { kind: 'transient', message };
    if (code === 2) return { kind: 'renew', message };
    return { kind: 'unrecorded', message };
  });
}

/**
 * /v/order/info/refund/apply (OrderService.refundApplyInfo): `无效的交易哈希` lags as for pay; its explicit checks
 * (status, 7-day window: code 1 `参数错误，请检查输入`, docs/backend/corrections.md#b6-refusal-codes) are true refusals, after a
 * look at the order.
 */
export function classifyRefund(error: unknown): ShopAnswer {
  return sortFailure(error, ({ code, message }) => {
    if (isInvalidTransactionHash(code, message)) return { kind: 'lagging', message };
    if (isInternalError(code, message)) return { kind: 'transient', message };
    return { kind: 'refused', message };
  });
}

/**
 * /v/chain/tx-hash (ChainController.txHash, ChainEventComponent.handleLogs): `参数错误：<the node's error>，请检查输入`
 * (no receipt yet, a rate-limited or timed-out node) and `Internal error` (the logs' token data could not be
 * read; everything is rolled back) are its node lagging (docs/backend/corrections.md#b2-tx-hash-pending), waited out.
 */
export function classifyTxHash(error: unknown): ShopAnswer {
  return sortFailure(error, ({ code, message }) => {
    if (isTxHashNodeLag(code, message)) return { kind: 'lagging', message };
    return { kind: 'refused', message };
  });
}

/** Runs one submission and sorts its failure; its result (when it has one) goes to the screen. */
export async function answerOf(
  call: () => Promise<unknown>,
  classify: (e: unknown) => ShopAnswer,
): Promise<ShopAnswer> {
  try {
    const result = await call();
    return result === undefined ? { kind: 'ok' } : { kind: 'ok', result };
  } catch (error) {
    return classify(error);
  }
}

/** Whether `hash` is one of the action's hashes (compared without case; the backend stores lower case). */
export const isOneOf = (hashes: readonly string[], hash: string | undefined): boolean =>
  hash !== undefined && hash !== '' && hashes.includes(hash.toLowerCase());

/** A number param of a tracked tx (ctId, chainType), 0 when absent. */
export const numParam = (v: string | number | undefined): number => Number(v ?? 0);
