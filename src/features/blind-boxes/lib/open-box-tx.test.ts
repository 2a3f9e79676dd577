import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { CONTRACT_CHAIN_ID } from '@/platform/chains';
import { openBlindBoxTx } from './open-box-tx';

describe('openBlindBoxTx', () => {
  it('calls openBlindBoxNFT(tokenId) on the given contract, on the contracts’ chain, sending no value', () => {
    const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    const tx = openBlindBoxTx(contract, 30_100_000_000);
    expect(tx).toEqual({ chainId: CONTRACT_CHAIN_ID, to: contract, data: expect.any(String) });
    const call = new Interface(ERC1155_ABI).parseTransaction({ data: tx.data as string });
    expect(call?.name).toBe('openBlindBoxNFT');
    expect(call?.args.map(Number)).toEqual([30_100_000_000]);
  });
});
