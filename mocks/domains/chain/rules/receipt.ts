import { now } from '../../../core/clock';
import type { Lang } from '../../../core/messages';
import { failWith, invalid, type Reply } from '../../../core/respond';
import { chainSettingsOf } from '../settings';
import { type ChainTx, findTx, txStatus } from '../table';

/**
 * The receipt as the BACKEND's own node reports it: that node sees the chain `backendLagMs` late (the
 * shop's chain setting), so a tx mined at `dueAt` has a receipt there only once dueAt + lag <= now. The
 * wallet's node and the chain's RPC (/__mock/chain/tx, /__mock/chain/rpc) see it at dueAt.
 */
export function backendReceipt(hash: string): { tx: ChainTx; status: 'mined' | 'reverted' } | null {
  const tx = findTx(hash);
  if (!tx) return null;
  const status = txStatus(tx, now() - chainSettingsOf().backendLagMs);
  return status === 'mined' || status === 'reverted' ? { tx, status } : null;
}

/**
 * What the real backend does first with a hash submitted to /v/order/info/pay and
 * /v/order/info/refund/apply (mall-web3 TransferUtils.payment / erc1155, docs/backend/corrections.md#b1-pending-hash):
 * it reads the receipt from its node, and anything but a successful one (no receipt yet: pending, dropped, unknown,
 * or one the node has not caught up with; a reverted receipt) is code 1 `Invalid_transaction_hash` — the
 * same words as a wrong payer or payee. `transaction_hash_not_confirmed` is declared but never sent.
 */
export function confirmedTx(hash: string, lang: Lang): { tx: ChainTx } | Reply<never> {
  const seen = backendReceipt(hash);
  if (seen?.status !== 'mined') return failWith('Invalid_transaction_hash', lang);
  return { tx: seen.tx };
}

/**
 * The same read for /v/chain/tx-hash (ChainController.txHash): `AssertUtils.isTrue(status == SUCCESS,
 * tr.getError())`, i.e. code 1 invalid_parameter_with_args with the receipt read's error text as `{0}`. No
 * receipt yet is TxResult.running() with the error "" → `参数错误：，请检查输入` (docs/backend/corrections.md#b2-tx-hash-pending).
 * A reverted receipt is TxResult.failure(receipt.getRevertReason()): the mock's recorded chain error stands for the revert reason
 * a node reports (a node that reports none gives web3j's null, printed "null").
 */
export function txHashReceipt(hash: string, lang: Lang): { tx: ChainTx } | Reply<never> {
  const seen = backendReceipt(hash);
  if (!seen) return invalid(lang, '');
  if (seen.status === 'reverted') return invalid(lang, seen.tx.error || 'null');
  return { tx: seen.tx };
}
