import { keccak256, Transaction, toUtf8Bytes } from 'ethers';
import { z } from 'zod';
import { defineTable } from './store';

/**
 * The mock chain: wallets sign REAL transactions with ethers and POST the raw bytes to
 * /__mock/chain/send; we decode them, trust only what the signature proves (`from`), and keep them
 * here. Payment, asset, blind-box and delivery resolvers look txs up by hash and mark them used, so
 * one hash pays once.
 */
export const ChainTx = z.object({
  hash: z.string(),
  chainId: z.number().int(),
  from: z.string(),
  /** "" for a contract creation. */
  to: z.string(),
  /** Wei, decimal string (bigint does not survive JSON state files). */
  value: z.string(),
  /** 0x calldata; decode with the ABIs in contracts/chain-abi.ts. */
  data: z.string(),
  nonce: z.number().int(),
  blockNumber: z.number().int(),
  blockHash: z.string(),
  time: z.number(),
  /** What consumed this tx ("order:123…"), or "" while unused. */
  usedBy: z.string(),
  /** The signed raw bytes ("" for seeded history), so the demo wallet can answer eth_getTransactionByHash. */
  raw: z.string(),
});
export type ChainTx = z.infer<typeof ChainTx>;

export const chainTxs = defineTable('chainTxs', ChainTx);

/** Block heights start near real BSC/2999 magnitudes so they look plausible on screen. */
const GENESIS: Record<number, number> = { 56: 38_000_000, 2999: 12_000_000 };

export class LedgerError extends Error {}

function nextBlock(chainId: number): number {
  const last = chainTxs.findMany((q) => q.where({ chainId })).reduce((m, t) => Math.max(m, t.blockNumber), 0);
  return Math.max(last, GENESIS[chainId] ?? 1_000_000) + 1;
}

export function blockHashOf(chainId: number, blockNumber: number): string {
  return keccak256(toUtf8Bytes(`mock-block:${chainId}:${blockNumber}`));
}

/** Decodes a signed raw tx, records it (idempotent by hash) and returns the record. Throws LedgerError. */
export async function recordRawTx(raw: string, time: number): Promise<ChainTx> {
  let tx: Transaction;
  try {
    tx = Transaction.from(raw);
  } catch (e) {
    throw new LedgerError(`cannot decode raw transaction: ${(e as Error).message.split(' (')[0]}`);
  }
  if (!tx.isSigned() || !tx.from || !tx.hash) throw new LedgerError('transaction is not signed');
  const known = findTx(tx.hash);
  if (known) return known;
  const chainId = Number(tx.chainId);
  const blockNumber = nextBlock(chainId);
  return addTx({
    hash: tx.hash.toLowerCase(),
    chainId,
    from: tx.from.toLowerCase(),
    to: (tx.to ?? '').toLowerCase(),
    value: tx.value.toString(),
    data: tx.data,
    nonce: tx.nonce,
    blockNumber,
    blockHash: blockHashOf(chainId, blockNumber),
    time,
    usedBy: '',
    raw,
  });
}

/** For seeders: a tx that "happened" before the shop opened. */
export async function addTx(tx: ChainTx): Promise<ChainTx> {
  return chainTxs.create({ ...tx, hash: tx.hash.toLowerCase() });
}

export function findTx(hash: string): ChainTx | undefined {
  const h = hash.toLowerCase();
  return chainTxs.findFirst((q) => q.where({ hash: h }));
}

/** Marks a tx consumed; false when unknown or already used (call inside a POST resolver: the lock makes it atomic). */
export async function markUsed(hash: string, usedBy: string): Promise<boolean> {
  const tx = findTx(hash);
  if (!tx || tx.usedBy !== '') return false;
  await chainTxs.update((q) => q.where({ hash: tx.hash }), {
    data: (t) => {
      t.usedBy = usedBy;
    },
  });
  return true;
}

/** Next nonce of `from` on `chainId`, for wallets that sign offline. */
export function nonceOf(from: string, chainId: number): number {
  const f = from.toLowerCase();
  return chainTxs.findMany((q) => q.where({ from: f, chainId })).reduce((n, t) => Math.max(n, t.nonce + 1), 0);
}
