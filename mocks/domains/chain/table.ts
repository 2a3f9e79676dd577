import { CONTRACT_CHAIN_ID, USDT_CHAIN_ID } from '@contracts/chain-abi';
import { keccak256, Transaction, toUtf8Bytes } from 'ethers';
import { z } from 'zod';
import { now } from '../../core/clock';
import { defineTable } from '../../core/store';
import { chainSettingsOf, DEFAULT_REVERT_ERROR, type TxOutcome, takeNextOutcome } from './settings';

/** The chain's other table (block time, backend lag, forced outcomes) lives with its rules in settings.ts. */
export { chainSettings } from './settings';

/**
 * The mock chain: wallets sign REAL transactions with ethers and POST the raw bytes to
 * /__mock/chain/send; we decode them, trust only what the signature proves (`from`), and keep them
 * here. Payment, asset, blind-box and delivery resolvers look txs up by hash and mark them used, so
 * one hash pays once.
 *
 * A sent tx is pending until `dueAt` (mock time: send time + the shop's block time), then it is what
 * `outcome` says: mined, reverted (with `error`) or dropped (never mined; nodes forget it). The status
 * is derived from the mock clock on every read, so nothing has to tick, and /__mock/clock or
 * /__mock/chain/mine move it on.
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
  /** Mock time the tx leaves the mempool. Defaults keep older saved shops loadable (all mined). */
  dueAt: z.number().default(0),
  outcome: z.enum(['mined', 'reverted', 'dropped']).default('mined'),
  /** The chain's error text when reverted. */
  error: z.string().default(''),
});
export type ChainTx = z.infer<typeof ChainTx>;
export type TxStatus = 'pending' | TxOutcome;

export const chainTxs = defineTable('chainTxs', ChainTx);

/** Block heights start near the real chains' magnitudes so they look plausible on screen. */
const GENESIS: Record<number, number> = { [USDT_CHAIN_ID]: 38_000_000, [CONTRACT_CHAIN_ID]: 12_000_000 };

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
  // Stryker disable next-line ConditionalExpression,LogicalOperator: ethers returns from and hash null exactly when the signature is null (isSigned), so dropping or and-ing any of the three checks changes nothing
  if (!tx.isSigned() || !tx.from || !tx.hash) throw new LedgerError('transaction is not signed');
  const known = findTx(tx.hash);
  if (known) return known;
  const chainId = Number(tx.chainId);
  const blockNumber = nextBlock(chainId);
  const forced = await takeNextOutcome();
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
    dueAt: time + chainSettingsOf().blockTimeMs,
    outcome: forced.outcome,
    error: forced.outcome === 'reverted' ? (forced.error ?? DEFAULT_REVERT_ERROR) : '',
  });
}

/** Where a tx stands at mock time `at`. */
export function txStatus(tx: ChainTx, at: number = now()): TxStatus {
  return at < tx.dueAt ? 'pending' : tx.outcome;
}

/** Mines now (test control): every pending tx, or the one named, reaches its outcome at once. Returns the hashes. */
export async function mineNow(hash?: string): Promise<string[]> {
  const at = now();
  const named = hash ? findTx(hash) : undefined;
  const due = (hash ? (named ? [named] : []) : chainTxs.all()).filter((t) => t.dueAt > at);
  for (const t of due) {
    await chainTxs.update((q) => q.where({ hash: t.hash }), {
      data(r) {
        r.dueAt = at;
      },
    });
  }
  return due.map((t) => t.hash);
}

/** Changes what a not-yet-settled tx will become (test control). False when unknown or already settled. */
export async function setTxOutcome(hash: string, outcome: TxOutcome, error?: string): Promise<boolean> {
  const tx = findTx(hash);
  if (!tx || txStatus(tx) !== 'pending') return false;
  await chainTxs.update((q) => q.where({ hash: tx.hash }), {
    data(r) {
      r.outcome = outcome;
      r.error = outcome === 'reverted' ? (error ?? DEFAULT_REVERT_ERROR) : '';
    },
  });
  return true;
}

/** Txs not yet settled, oldest first. */
export function pendingTxs(at: number = now()): ChainTx[] {
  return chainTxs.all().filter((t) => txStatus(t, at) === 'pending');
}

/** For seeders: a tx that "happened" before the shop opened (mined unless it says otherwise). */
export async function addTx(tx: z.input<typeof ChainTx>): Promise<ChainTx> {
  return chainTxs.create({ ...tx, hash: tx.hash.toLowerCase() });
}

export function findTx(hash: string): ChainTx | undefined {
  const h = hash.toLowerCase();
  return chainTxs.findFirst((q) => q.where({ hash: h }));
}

/** Marks a tx consumed; false when unknown or already used (call inside a POST resolver: the lock makes it atomic). */
export async function markUsed(hash: string, usedBy: string): Promise<boolean> {
  const tx = findTx(hash);
  if (tx?.usedBy !== '') return false;
  await chainTxs.update((q) => q.where({ hash: tx.hash }), {
    data: (t) => {
      t.usedBy = usedBy;
    },
  });
  return true;
}

/**
 * The sender's transaction count on `chainId`, as eth_getTransactionCount answers it: `pending` (the default,
 * the next nonce a wallet signs with) counts every tx still alive, `latest` only those settled in a block
 * (mined or reverted: a reverted tx uses its nonce too). A dropped tx frees its nonce, as on a real chain.
 * `visible` narrows the rows a node knows (the public node while it has not heard of a tx).
 */
export function nonceOf(
  from: string,
  chainId: number,
  tag: 'pending' | 'latest' = 'pending',
  visible: (t: ChainTx) => boolean = () => true,
): number {
  const f = from.toLowerCase();
  return chainTxs
    .findMany((q) => q.where({ from: f, chainId }))
    .filter(visible)
    .filter((t) => {
      const status = txStatus(t);
      return status !== 'dropped' && (tag === 'pending' || status !== 'pending');
    })
    .reduce((n, t) => Math.max(n, t.nonce + 1), 0);
}

/**
 * A true drop (test control): another transaction of the same sender takes the nonce of the pending tx `hash`
 * and is mined now (as a wallet's "speed up / cancel" does), so `hash` can never be mined. The stand-in is a
 * plain self-transfer of 0 with no signed bytes (nobody reads it back). Returns its hash, or null when `hash`
 * is unknown or already settled.
 */
export async function replaceByNonce(hash: string): Promise<string | null> {
  const tx = findTx(hash);
  if (!tx || txStatus(tx) !== 'pending') return null;
  const at = now();
  await chainTxs.update((q) => q.where({ hash: tx.hash }), {
    data(r) {
      r.outcome = 'dropped';
      r.error = '';
      r.dueAt = at;
    },
  });
  const blockNumber = nextBlock(tx.chainId);
  const replacement = await addTx({
    hash: keccak256(toUtf8Bytes(`mock-replacement:${tx.hash}`)),
    chainId: tx.chainId,
    from: tx.from,
    to: tx.from,
    value: '0',
    data: '0x',
    nonce: tx.nonce,
    blockNumber,
    blockHash: blockHashOf(tx.chainId, blockNumber),
    time: at,
    usedBy: '',
    raw: '',
    dueAt: at,
    outcome: 'mined',
    error: '',
  });
  return replacement.hash;
}
