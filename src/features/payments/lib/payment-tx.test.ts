import { ERC20_ABI } from '@contracts/chain-abi';
import { USDT_BSC_ADDRESS } from '@contracts/payments';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { paymentTx } from './payment-tx';

const payAddress = '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f';

describe('paymentTx', () => {
  it('sends BTY natively on chain 2999 with the exact wei amount', () => {
    const tx = paymentTx({ chainType: 0, coinType: 0, price: '2.343', amount: '8.4508', payAddress });
    expect(tx).toEqual({ chainId: 2999, to: payAddress, value: `0x${(84508n * 10n ** 14n).toString(16)}`, data: '0x' });
  });
  it('pays USDT with an ERC-20 transfer through the BSC USDT contract', () => {
    const tx = paymentTx({ chainType: 1, coinType: 1, price: '7.1', amount: '2.7888', payAddress });
    expect(tx.chainId).toBe(56);
    expect(tx.to).toBe(USDT_BSC_ADDRESS);
    const decoded = new Interface(ERC20_ABI).decodeFunctionData('transfer', tx.data);
    expect(String(decoded[0]).toLowerCase()).toBe(payAddress);
    expect(decoded[1]).toBe(27888n * 10n ** 14n);
  });
});
