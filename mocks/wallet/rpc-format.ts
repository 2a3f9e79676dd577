import { Transaction, toBeHex, toQuantity, ZeroHash } from 'ethers';

/** What /__mock/chain/tx/:hash answers (a row of the chain ledger, mocks/domains/chain/table.ts). */
export interface LedgerTx {
  hash: string;
  blockNumber: number;
  blockHash: string;
  raw: string;
  from: string;
  to: string;
  time: number;
  /** Where the tx stands on the mock chain (absent in older answers: mined). */
  status?: 'pending' | 'mined' | 'reverted' | 'dropped';
}

const hex = (n: bigint | number) => toQuantity(n);

/** eth_getTransactionByHash result, as a node would print it. */
export function rpcTransaction(row: LedgerTx): Record<string, unknown> | null {
  // A dropped tx left the mempool: nodes no longer know it.
  if (!row.raw || row.status === 'dropped') return null;
  const tx = Transaction.from(row.raw);
  const sig = tx.signature;
  const pending = row.status === 'pending';
  return {
    hash: row.hash,
    blockHash: pending ? null : row.blockHash,
    blockNumber: pending ? null : hex(row.blockNumber),
    transactionIndex: '0x0',
    type: hex(tx.type ?? 0),
    chainId: hex(tx.chainId),
    nonce: hex(tx.nonce),
    from: row.from,
    to: tx.to ? tx.to.toLowerCase() : null,
    value: hex(tx.value),
    gas: hex(tx.gasLimit),
    gasPrice: hex(tx.maxFeePerGas ?? tx.gasPrice ?? 0n),
    ...(tx.type === 2
      ? { maxFeePerGas: hex(tx.maxFeePerGas ?? 0n), maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas ?? 0n) }
      : {}),
    input: tx.data,
    accessList: tx.type === 2 ? [] : undefined,
    v: hex(sig?.yParity ?? 0),
    yParity: hex(sig?.yParity ?? 0),
    r: sig?.r ?? ZeroHash,
    s: sig?.s ?? ZeroHash,
  };
}

/** eth_getTransactionReceipt result: none while pending or dropped; status 0x0 when reverted. */
export function rpcReceipt(row: LedgerTx): Record<string, unknown> | null {
  if (!row.raw || row.status === 'pending' || row.status === 'dropped') return null;
  const tx = Transaction.from(row.raw);
  return {
    transactionHash: row.hash,
    transactionIndex: '0x0',
    blockHash: row.blockHash,
    blockNumber: hex(row.blockNumber),
    from: row.from,
    to: tx.to ? tx.to.toLowerCase() : null,
    contractAddress: null,
    cumulativeGasUsed: '0x5208',
    gasUsed: '0x5208',
    effectiveGasPrice: hex(tx.maxFeePerGas ?? tx.gasPrice ?? 0n),
    logs: [],
    logsBloom: `0x${'0'.repeat(512)}`,
    status: row.status === 'reverted' ? '0x0' : '0x1',
    type: hex(tx.type ?? 0),
  };
}

/** eth_getBlockByNumber: a plausible latest block (EIP-1559 fields so ethers' fee data works). */
export function rpcBlock(number: number, timeMs: number): Record<string, unknown> {
  return {
    number: hex(number),
    hash: ZeroHash.replace(/0{8}$/, toBeHex(number, 4).slice(2)),
    parentHash: ZeroHash,
    timestamp: hex(Math.floor(timeMs / 1000)),
    nonce: '0x0000000000000000',
    difficulty: '0x0',
    gasLimit: hex(30_000_000),
    gasUsed: '0x0',
    miner: '0x0000000000000000000000000000000000000000',
    extraData: '0x',
    baseFeePerGas: hex(1_000_000_000),
    transactions: [],
  };
}
