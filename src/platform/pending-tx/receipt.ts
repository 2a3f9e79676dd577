import type { Eip1193Provider } from '../globals';
import type { ReceiptState } from './engine';
import type { PendingTx } from './store';

/**
 * Asks the wallet's own node where a tx stands (EIP-1193 eth_getTransactionReceipt, then
 * eth_getTransactionByHash to tell "still in the mempool" from "never heard of it"). A wallet on
 * another chain, or one that cannot name its chain, cannot tell: then we say 'mined' so the tracker lets the
 * backend decide.
 */
export async function readReceipt(provider: Eip1193Provider, p: PendingTx): Promise<ReceiptState> {
  // A wallet that cannot even name its chain (some in-app browsers, minimal providers) cannot tell either:
  // waiting on it would hold the payment for the whole receipt timeout, so the backend decides.
  const chain = await provider.request({ method: 'eth_chainId' }).catch(() => null);
  if (typeof chain !== 'string' || BigInt(chain) !== BigInt(p.chainId)) return 'mined';
  const receipt = (await provider.request({ method: 'eth_getTransactionReceipt', params: [p.hash] })) as {
    status?: unknown;
  } | null;
  if (receipt) return receipt.status === '0x0' || receipt.status === 0 ? 'reverted' : 'mined';
  const tx = await provider.request({ method: 'eth_getTransactionByHash', params: [p.hash] });
  return tx ? 'pending' : 'unknown';
}
