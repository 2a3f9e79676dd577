import { describe, expect, it } from 'vitest';
import { CHAINS } from './chain-abi';
import { CHAIN_ID_OF, ChainType } from './payments';

describe('CHAIN_ID_OF', () => {
  it('sends each pay chain type to the chain whose payChain it is, every type to one chain', () => {
    for (const type of ChainType.values) expect(CHAINS[CHAIN_ID_OF[type]].payChain).toBe(type);
    expect(Object.keys(CHAIN_ID_OF).map(Number).sort()).toEqual([...ChainType.values].sort());
  });

  it('is the spec’s pairing: BTY pays on Bityuan (2999), USDT on BSC (56)', () => {
    expect(CHAIN_ID_OF).toEqual({ 0: 2999, 1: 56 });
  });
});
