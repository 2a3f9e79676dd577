import { ERC1155_ABI } from '@contracts/chain-abi';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { refundReturnTx } from './refund-tx';

describe('refundReturnTx', () => {
  it('encodes a batch transfer of every token of the order to the merchant', () => {
    const from = `0x${'1'.repeat(40)}`;
    const to = `0x${'2'.repeat(40)}`;
    const tx = refundReturnTx({ from, to, contract: `0x${'3'.repeat(40)}`, tokenIds: [100000001, 100000002] });
    const args = new Interface(ERC1155_ABI).decodeFunctionData('safeBatchTransferFrom', tx.data);
    expect(String(args[0]).toLowerCase()).toBe(from);
    expect(String(args[1]).toLowerCase()).toBe(to);
    expect((args[2] as bigint[]).map(Number)).toEqual([100000001, 100000002]);
    expect((args[3] as bigint[]).map(Number)).toEqual([1, 1]);
    expect(tx.chainId).toBe(2999);
  });
});
