/**
 * The real backend's own words (mall-web3 messages*.properties, real-api-notes §3 and §10 B1/B2) for the two
 * answers a hash gets while the backend's node has no receipt for it yet. They are the same words it sends
 * for a wrong hash: the backend cannot tell "not mined yet" from "wrong". The tracker reads them as "the
 * backend's node lags" only after it has seen the receipt on the chain itself, and only for a bounded window.
 * Every language the backend speaks (en, zh, hk; hk repeats zh except for invalid_parameter_with_args).
 */

/** `Invalid_transaction_hash` (code 1): /v/order/info/pay and /v/order/info/refund/apply. */
const INVALID_TRANSACTION_HASH = ['Invalid transaction hash', '无效的交易哈希'];

/**
 * `invalid_parameter_with_args` (code 1) with an empty `{0}`: /v/chain/tx-hash when the node's receipt
 * read is still "running" (TxResult.running() carries the error "").
 */
const INVALID_PARAMETER_EMPTY_ARG = [
  'Invalid parameter: . Please check your input',
  '参数错误：，请检查输入',
  '參數錯誤：，請檢查輸入',
];

const NOT_SEEN_YET = new Set([...INVALID_TRANSACTION_HASH, ...INVALID_PARAMETER_EMPTY_ARG]);

/** Whether a code/message pair is the backend saying "my node has no receipt for this hash". */
export function isHashNotSeenByBackend(code: number | undefined, message: string): boolean {
  return code === 1 && NOT_SEEN_YET.has(message.trim());
}

/** `transaction_hash_already_used` (code 1), in every language the backend speaks. */
const ALREADY_USED = new Set(['Transaction hash already used', '交易哈希已被使用']);

export function isHashAlreadyUsed(code: number | undefined, message: string): boolean {
  return code === 1 && ALREADY_USED.has(message.trim());
}
