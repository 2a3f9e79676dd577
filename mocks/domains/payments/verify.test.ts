import { ERC20_ABI } from '@contracts/chain-abi';
import { USDT_BSC_ADDRESS } from '@contracts/payments';
import { getAddress, Interface, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import type { ChainTx } from '../chain/table';
import { minedTx } from '../chain/testing/mined-tx';
import { verifyPayment } from './rules/verify';

// Checksummed (mixed-case) on purpose: the rule compares case-insensitively, the ledger stores lower case.
const BUYER = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const PAY_TO = getAddress('0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f');
const OTHER = getAddress('0x000000000000000000000000000000000000dead');
const want = { buyer: BUYER, payTo: PAY_TO, required: parseUnits('2.5', 18) };
const erc20 = new Interface(ERC20_ABI);

const tx = (over: Partial<ChainTx>): ChainTx =>
  minedTx({ from: BUYER.toLowerCase(), to: PAY_TO.toLowerCase(), ...over });

const bty = (amount: string, over: Partial<ChainTx> = {}) => tx({ value: parseUnits(amount, 18).toString(), ...over });
const usdt = (to: string, amount: string, over: Partial<ChainTx> = {}) =>
  tx({
    chainId: 56,
    to: USDT_BSC_ADDRESS,
    data: erc20.encodeFunctionData('transfer', [to, parseUnits(amount, 18)]),
    ...over,
  });

const INVALID = { ok: false, key: 'Invalid_transaction_hash' };

describe('verifyPayment: BTY (native transfer on chain 2999)', () => {
  it('accepts exactly the required amount and reports what was paid', () => {
    expect(verifyPayment(bty('2.5'), 0, want)).toEqual({ ok: true, paid: '2.5' });
  });

  it('reports an overpayment as paid in full, and one wei short as insufficient', () => {
    expect(verifyPayment(bty('3.25'), 0, want)).toEqual({ ok: true, paid: '3.25' });
    const short = tx({ value: (parseUnits('2.5', 18) - 1n).toString() });
    expect(verifyPayment(short, 0, want)).toEqual({ ok: false, key: 'insufficient_payment_amount' });
  });

  it('refuses a transfer on another chain even when it is from the buyer to the merchant', () => {
    expect(verifyPayment(bty('2.5', { chainId: 56 }), 0, want)).toEqual(INVALID);
  });

  it('refuses a transfer sent by someone other than the buyer', () => {
    expect(verifyPayment(bty('2.5', { from: OTHER.toLowerCase() }), 0, want)).toEqual(INVALID);
  });

  it('refuses a transfer to another address', () => {
    expect(verifyPayment(bty('2.5', { to: OTHER.toLowerCase() }), 0, want)).toEqual(INVALID);
  });
});

describe('verifyPayment: USDT (ERC-20 transfer on chain 56)', () => {
  it('accepts a transfer through the USDT contract to the merchant, whatever the case of the address', () => {
    expect(verifyPayment(usdt(PAY_TO.toLowerCase(), '2.5'), 1, want)).toEqual({
      ok: true,
      paid: '2.5',
    });
    expect(verifyPayment(usdt(PAY_TO, '2.4999'), 1, want)).toEqual({ ok: false, key: 'insufficient_payment_amount' });
  });

  it('refuses a USDT transfer seen on chain 2999 or sent by someone else', () => {
    expect(verifyPayment(usdt(PAY_TO, '2.5', { chainId: 2999 }), 1, want)).toEqual(INVALID);
    expect(verifyPayment(usdt(PAY_TO, '2.5', { from: OTHER.toLowerCase() }), 1, want)).toEqual(INVALID);
  });

  it('refuses transfer calldata sent to a contract other than USDT', () => {
    expect(verifyPayment(usdt(PAY_TO, '2.5', { to: OTHER.toLowerCase() }), 1, want)).toEqual(INVALID);
  });

  it('refuses calldata that is not an ERC-20 call at all', () => {
    expect(verifyPayment(usdt(PAY_TO, '2.5', { data: '0x' }), 1, want)).toEqual(INVALID);
    expect(verifyPayment(usdt(PAY_TO, '2.5', { data: '0xdeadbeef' }), 1, want)).toEqual(INVALID);
  });

  it('refuses a transfer call whose arguments are cut short', () => {
    const cut = erc20.encodeFunctionData('transfer', [PAY_TO, parseUnits('2.5', 18)]).slice(0, 10 + 64);
    expect(verifyPayment(usdt(PAY_TO, '2.5', { data: cut }), 1, want)).toEqual(INVALID);
  });

  it('refuses a contract call other than transfer, even one carrying an address and an amount', () => {
    const other = new Interface(['function transferOwnership(address to, uint256 amount)']).encodeFunctionData(
      'transferOwnership',
      [PAY_TO, parseUnits('9', 18)],
    );
    expect(verifyPayment(usdt(PAY_TO, '2.5', { data: other }), 1, want)).toEqual(INVALID);
  });

  it('refuses a USDT transfer to another recipient', () => {
    expect(verifyPayment(usdt(OTHER, '2.5'), 1, want)).toEqual(INVALID);
  });
});
