import type { Eip1193Provider } from '../globals';
import type { JsonRpc } from './chain-rpc';
import type { ReceiptState } from './engine';
import type { PendingTx } from './store';

export interface ReceiptSources {
  /** The wallet, when the page has one now (none after a reload in a plain browser). */
  provider?: Eip1193Provider | undefined;
  /** The chain's own RPC for a chain id (chain-rpc.ts); undefined for a chain the shop does not know. */
  rpc(chainId: number): JsonRpc | undefined;
}

/**
 * Where a tx stands, read on the chain itself: through the wallet's provider when it is on the
 * transaction's chain, else (no wallet, a wallet on another chain, one that cannot name its chain, or one
 * whose node fails) through the chain's own RPC. Never "mined" because the wallet cannot tell: the backend
 * answers a hash it has no receipt for with the same words as a wrong one (real-api-notes §10 B1), so the
 * hash goes to it only once the chain has it. Throws when no source answers (the tracker retries).
 */
export async function readReceipt(p: PendingTx, sources: ReceiptSources): Promise<ReceiptState> {
  const wallet = sources.provider && (await walletOnChain(sources.provider, p.chainId));
  if (wallet) {
    try {
      return await statusVia(wallet, p.hash);
    } catch {
      // The wallet's node failed: the chain's own RPC may still answer.
    }
  }
  const rpc = sources.rpc(p.chainId);
  if (!rpc) throw new Error(`no RPC known for chain ${p.chainId}`);
  return statusVia(rpc, p.hash);
}

/** The wallet as a JSON-RPC, only when it says it is on `chainId`. */
async function walletOnChain(provider: Eip1193Provider, chainId: number): Promise<JsonRpc | undefined> {
  const chain = await provider.request({ method: 'eth_chainId' }).catch(() => null);
  if (typeof chain !== 'string') return undefined;
  try {
    if (BigInt(chain) !== BigInt(chainId)) return undefined;
  } catch {
    return undefined;
  }
  return (method, params) => provider.request({ method, params });
}

/** eth_getTransactionReceipt, then eth_getTransactionByHash to tell "still in the mempool" from "never heard of it". */
async function statusVia(rpc: JsonRpc, hash: string): Promise<ReceiptState> {
  const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status?: unknown } | null;
  if (receipt) return receipt.status === '0x0' || receipt.status === 0 ? 'reverted' : 'mined';
  const tx = await rpc('eth_getTransactionByHash', [hash]);
  return tx ? 'pending' : 'unknown';
}
