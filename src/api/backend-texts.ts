/**
 * The real backend's own words (mall-web3 messages*.properties and GlobalExceptionHandler,
 * docs/backend/codes.md#code-table, docs/backend/corrections.md#b1-pending-hash,
 * docs/backend/corrections.md#b2-tx-hash-pending) for the answers a hash gets while the backend's node has no receipt
 * for it yet. They are the same words it sends for a wrong hash: the backend cannot tell "not mined yet" from "wrong". The tracker reads them as "the backend's node lags" only after it has seen the receipt on the chain itself, and only for a
 * bounded window. Every language the backend speaks (en, zh, hk; hk repeats zh except for the parameter texts).
 */

/** `Invalid_transaction_hash` (code 1): /v/order/info/pay and /v/order/info/refund/apply (TransferUtils). */
const INVALID_TRANSACTION_HASH = new Set(['Invalid transaction hash', '无效的交易哈希']);

export function isInvalidTransactionHash(code: number | undefined, message: string): boolean {
  return code === 1 && INVALID_TRANSACTION_HASH.has(message.trim());
}

/**
 * `invalid_parameter_with_args` (code 1) with any `{0}`: what /v/chain/tx-hash answers when its node's receipt
 * read is not a success (ChainController.txHash: `AssertUtils.isTrue(status == SUCCESS, tr.getError())`): ""
 * while it has no receipt, or the node's own error (rate-limited, timed out) as `{0}`.
 */
const INVALID_PARAMETER_WITH_ARGS = [
  /^参数错误：.*，请检查输入$/s,
  /^參數錯誤：.*，請檢查輸入$/s,
  /^Invalid parameter: .*\. Please check your input$/s,
];

/**
 * GlobalExceptionHandler's answer to any other exception (code 1, never localised): on tx-hash, what a failed
 * read of the logs' token data gives (ChainEventComponent throws "get token uri failed" or "get balance error"
 * when its node is rate-limited); the whole indexing is rolled back, so the same hash is submitted again.
 */
const INTERNAL_ERROR = 'Internal error';

export function isTxHashNodeLag(code: number | undefined, message: string): boolean {
  const text = message.trim();
  return code === 1 && (text === INTERNAL_ERROR || INVALID_PARAMETER_WITH_ARGS.some((re) => re.test(text)));
}

export function isInternalError(code: number | undefined, message: string): boolean {
  return code === 1 && message.trim() === INTERNAL_ERROR;
}

/** `transaction_hash_already_used` (code 1), in every language the backend speaks. */
const ALREADY_USED = new Set(['Transaction hash already used', '交易哈希已被使用']);

export function isHashAlreadyUsed(code: number | undefined, message: string): boolean {
  return code === 1 && ALREADY_USED.has(message.trim());
}
