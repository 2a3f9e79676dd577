import type { Eip1193Provider } from '../globals';
import { ChainRpcError, type JsonRpc } from './chain-rpc';
import type { PendingTx } from './store';

/** What the chain shows of a tracked tx at one look. */
export interface ChainLook {
  /** The receipt's verdict, or null while there is none (pending, or the node has not heard of the tx). */
  receipt: 'mined' | 'reverted' | null;
  /**
   * The hash the receipt names (Bityuan's canonical hash may differ from the wallet's,
   * docs/backend/corrections.md#b3-canonical-hash).
   */
  receiptHash?: string;
  /** The tx as the node knows it; null when it has not heard of it (which proves nothing). */
  tx: { from: string; nonce: number } | null;
  /**
   * The sender's count of txs in blocks (eth_getTransactionCount, latest), read when the sender is known and
   * there is no receipt: past the tx's nonce means another tx used that nonce, the one proof of a drop.
   */
  confirmedCount?: number;
  /** Which node answered. */
  via: 'wallet' | 'rpc';
}

export interface ChainSources {
  /** The wallet, when the page has one now (none after a reload in a plain browser). */
  provider?: Eip1193Provider | undefined;
  /** The chain's own RPC for a chain id (chain-rpc.ts, time-limited); undefined for a chain the shop does not know. */
  rpc(chainId: number): JsonRpc | undefined;
  /** Limit of each wallet call (tests). */
  walletTimeoutMs?: number;
}

/** A wallet answers a read at once; one that is silent this long (asleep, waiting on its own UI) is passed over. */
export const WALLET_CALL_TIMEOUT_MS = 8000;

/**
 * Looks at the tx on the chain itself: through the wallet's provider when it is on the tx's chain, else (no
 * wallet, a wallet on another chain, one that cannot name its chain, one that is silent or fails) through the
 * chain's own RPC. Every call is time-limited. The backend answers a hash it has no receipt for with the same
 * words as a wrong one (docs/backend/corrections.md#b1-pending-hash), so the hash goes to it only once this shows a
 * receipt. Throws (ChainRpcError) when no source gives a sound answer; the tracker looks again later.
 */
export async function lookAtChain(p: PendingTx, sources: ChainSources): Promise<ChainLook> {
  const limit = sources.walletTimeoutMs ?? WALLET_CALL_TIMEOUT_MS;
  const wallet = sources.provider && (await walletOnChain(sources.provider, p.chainId, limit));
  if (wallet) {
    try {
      return await lookVia(wallet, p, 'wallet');
    } catch {
      // The wallet's node failed, was silent or answered nonsense: the chain's own RPC may still answer.
    }
  }
  const rpc = sources.rpc(p.chainId);
  if (!rpc) throw new ChainRpcError(`no RPC known for chain ${p.chainId}`);
  return lookVia(rpc, p, 'rpc');
}

function timeLimited(call: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChainRpcError(`the wallet did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([call, silent]).finally(() => clearTimeout(timer));
}

/** The wallet as a time-limited JSON-RPC, only when it says it is on `chainId`. */
async function walletOnChain(provider: Eip1193Provider, chainId: number, ms: number): Promise<JsonRpc | undefined> {
  const ask: JsonRpc = (method, params) => timeLimited(provider.request({ method, params: [...params] }), ms);
  const chain = await ask('eth_chainId', []).catch(() => null);
  if (typeof chain !== 'string') return undefined;
  try {
    if (BigInt(chain) !== BigInt(chainId)) return undefined;
  } catch {
    return undefined;
  }
  return ask;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const garbage = (what: string) => new ChainRpcError(`the node answered ${what}`);

/** A JSON-RPC quantity ("0x1a" or a plain number). */
function quantity(value: unknown, what: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,15}$/.test(value)) return Number.parseInt(value, 16);
  throw garbage(`a ${what} that is not a number`);
}

function readReceipt(raw: unknown, p: PendingTx): Pick<ChainLook, 'receipt' | 'receiptHash'> {
  if (raw === null || raw === undefined) return { receipt: null };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw garbage('a receipt that is not one');
  const r = raw as { status?: unknown; transactionHash?: unknown; chainId?: unknown };
  // A receipt that names another chain is not this tx's (a node on another chain, a proxy mixing them up).
  if (r.chainId !== undefined && r.chainId !== null && quantity(r.chainId, 'chain id') !== p.chainId) {
    throw garbage('a receipt of another chain');
  }
  const status =
    r.status === '0x1' || r.status === 1 ? 'mined' : r.status === '0x0' || r.status === 0 ? 'reverted' : null;
  if (!status) throw garbage('a receipt without a status');
  const hash = typeof r.transactionHash === 'string' && HASH.test(r.transactionHash) ? r.transactionHash : undefined;
  return {
    receipt: status,
    ...(hash && hash.toLowerCase() !== p.hash.toLowerCase() ? { receiptHash: hash.toLowerCase() } : {}),
  };
}

function readTx(raw: unknown, p: PendingTx): ChainLook['tx'] {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw garbage('a transaction that is not one');
  const t = raw as { hash?: unknown; from?: unknown; nonce?: unknown };
  if (typeof t.hash === 'string' && t.hash.toLowerCase() !== p.hash.toLowerCase()) {
    throw garbage('another transaction');
  }
  if (typeof t.from !== 'string' || !ADDRESS.test(t.from)) throw garbage('a transaction without a sender');
  return { from: t.from.toLowerCase(), nonce: quantity(t.nonce, 'nonce') };
}

/**
 * One look through one node. The sender's count is read before the receipt: a tx mined between the two reads
 * then shows its receipt, never a count past its nonce without one.
 */
async function lookVia(rpc: JsonRpc, p: PendingTx, via: ChainLook['via']): Promise<ChainLook> {
  const count = async (from: string) =>
    quantity(await rpc('eth_getTransactionCount', [from, 'latest']), 'transaction count');
  const known = p.from !== undefined && p.nonce !== undefined;
  const confirmedBefore = known ? await count(p.from as string) : undefined;
  const receipt = readReceipt(await rpc('eth_getTransactionReceipt', [p.hash]), p);
  if (receipt.receipt) return { ...receipt, tx: null, via };
  const tx = readTx(await rpc('eth_getTransactionByHash', [p.hash]), p);
  // First sight of the sender: count now, so a drop can be seen from this look on.
  const confirmedCount = confirmedBefore ?? (tx ? await count(tx.from) : undefined);
  return { receipt: null, tx, ...(confirmedCount === undefined ? {} : { confirmedCount }), via };
}
