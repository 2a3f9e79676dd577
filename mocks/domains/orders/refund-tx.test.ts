import { ERC1155_ABI } from '@contracts/chain-abi';
import { getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { ChainTx } from '../chain/table';
import { minedTx } from '../chain/testing/mined-tx';
import { returnsExactTokens } from './rules/refund-tx';

// Checksummed (mixed-case) on purpose: the rule compares case-insensitively, the ledger stores lower case.
const BUYER = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const INSIDE = getAddress('0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f');
const CONTRACT = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const OTHER = getAddress('0x000000000000000000000000000000000000dead');
const A = 300_000_001;
const B = 300_000_002;
const C = 1_200_000_007;
const nft = new Interface(ERC1155_ABI);

const tx = (data: string, over: Partial<ChainTx> = {}): ChainTx =>
  minedTx({ from: BUYER.toLowerCase(), to: CONTRACT.toLowerCase(), data, ...over });

const batch = (ids: number[], from = BUYER, to = INSIDE) =>
  nft.encodeFunctionData('safeBatchTransferFrom', [from, to, ids, ids.map(() => 1), '0x']);
const single = (id: number, from = BUYER, to = INSIDE) =>
  nft.encodeFunctionData('safeTransferFrom', [from, to, id, 1, '0x']);
const want = (tokenIds: number[]) => ({ from: BUYER, to: INSIDE, contract: CONTRACT, tokenIds });

describe('returnsExactTokens: who sent the return and where', () => {
  it('accepts the buyer returning the whole set to the merchant on the default contract', () => {
    expect(returnsExactTokens(tx(batch([A, B])), want([A, B]))).toBe(true);
  });

  it('refuses a return signed by someone other than the buyer', () => {
    expect(returnsExactTokens(tx(batch([A, B]), { from: OTHER.toLowerCase() }), want([A, B]))).toBe(false);
  });

  it('refuses a transfer sent to another contract', () => {
    expect(returnsExactTokens(tx(batch([A, B]), { to: OTHER.toLowerCase() }), want([A, B]))).toBe(false);
  });

  it("refuses a transfer that moves someone else's tokens, even when the buyer signs it", () => {
    expect(returnsExactTokens(tx(batch([A, B], OTHER)), want([A, B]))).toBe(false);
  });

  it('refuses tokens sent to an address other than the merchant inside address', () => {
    expect(returnsExactTokens(tx(batch([A, B], BUYER, OTHER)), want([A, B]))).toBe(false);
    expect(returnsExactTokens(tx(single(A, BUYER, OTHER)), want([A]))).toBe(false);
  });
});

describe('returnsExactTokens: the calldata', () => {
  it('accepts a single safeTransferFrom for a one-token order', () => {
    expect(returnsExactTokens(tx(single(C)), want([C]))).toBe(true);
  });

  it('refuses a single transfer of a token the order does not hold', () => {
    expect(returnsExactTokens(tx(single(A)), want([C]))).toBe(false);
  });

  it('refuses a plain value transfer, an unknown call and cut-short arguments', () => {
    expect(returnsExactTokens(tx('0x'), want([A]))).toBe(false);
    expect(returnsExactTokens(tx('0xdeadbeef'), want([A]))).toBe(false);
    expect(returnsExactTokens(tx(batch([A]).slice(0, 10 + 64)), want([A]))).toBe(false);
  });

  it('refuses the other contract calls (open box, ship) even for the same tokens', () => {
    expect(returnsExactTokens(tx(nft.encodeFunctionData('openBlindBoxNFT', [A])), want([A]))).toBe(false);
    expect(returnsExactTokens(tx(nft.encodeFunctionData('expressNFT', [[A], INSIDE])), want([A]))).toBe(false);
  });
});

describe('returnsExactTokens: exactly the order token set', () => {
  it('does not care about the order in which the tokens are listed', () => {
    expect(returnsExactTokens(tx(batch([C, A, B])), want([A, B, C]))).toBe(true);
    expect(returnsExactTokens(tx(batch([A, B, C])), want([C, B, A]))).toBe(true);
    expect(returnsExactTokens(tx(batch([B, C, A])), want([C, A, B]))).toBe(true);
  });

  it('refuses a set that differs in one token, a subset and a superset', () => {
    expect(returnsExactTokens(tx(batch([A, C])), want([A, B]))).toBe(false);
    expect(returnsExactTokens(tx(batch([B, C])), want([A, C]))).toBe(false);
    expect(returnsExactTokens(tx(batch([A])), want([A, B]))).toBe(false);
    expect(returnsExactTokens(tx(batch([A, B, C])), want([A, B]))).toBe(false);
  });
});
