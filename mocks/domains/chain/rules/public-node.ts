import { now } from '../../../core/clock';
import { chainSettingsOf } from '../settings';
import { type ChainTx, findTx, nonceOf, type TxStatus, txStatus } from '../table';

/**
 * The chain's public RPC node (/__mock/chain/rpc/:chainId, where the app reads receipts without a wallet) as
 * opposed to the wallet's own node and the backend's (rules/receipt.ts). It sees the chain as it is, except
 * that for `rpcBlindMs` after a tx was sent it has not heard of it at all: no tx, no receipt, and its nonce
 * not in the sender's count. That is what a load-balanced or lagging public node, or a tx sent through a
 * private RPC, looks like; it proves nothing about the tx (issue 38: a node that has not heard of a tx is no
 * proof it was dropped).
 */
export function heardOf(tx: ChainTx, at: number = now()): boolean {
  return at >= tx.time + chainSettingsOf().rpcBlindMs;
}

/** The tx with its status as the public node answers it, or undefined while it has not heard of it. */
export function publicTx(hash: string, at: number = now()): (ChainTx & { status: TxStatus }) | undefined {
  const tx = findTx(hash);
  if (!tx || !heardOf(tx, at)) return undefined;
  return { ...tx, status: txStatus(tx, at) };
}

/** eth_getTransactionCount on the public node: only the txs it has heard of count. */
export function publicNonce(address: string, chainId: number, tag: 'pending' | 'latest', at: number = now()): number {
  return nonceOf(address, chainId, tag, (t) => heardOf(t, at));
}
