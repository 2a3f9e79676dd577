import type { ChainTx } from '../table';

/** A mined ledger row with neutral defaults, for rules that read a transaction without a chain behind it. */
export function minedTx(over: Partial<ChainTx>): ChainTx {
  return {
    hash: `0x${'12'.repeat(32)}`,
    chainId: 2999,
    from: '',
    to: '',
    value: '0',
    data: '0x',
    nonce: 0,
    blockNumber: 1,
    blockHash: `0x${'34'.repeat(32)}`,
    time: 0,
    usedBy: '',
    raw: '',
    dueAt: 0,
    outcome: 'mined',
    error: '',
    ...over,
  };
}
