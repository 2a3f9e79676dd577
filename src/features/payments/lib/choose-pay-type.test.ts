import type { PriceVO } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { choosePayType } from './choose-pay-type';

const quote = (chainType: 0 | 1): PriceVO => ({
  chainType,
  coinType: chainType,
  price: chainType === 0 ? '2.343' : '7.1',
  amount: '1',
  payAddress: '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
});

describe('choosePayType (B7: two, one or no chains)', () => {
  it('keeps the pick while it is listed, else the first', () => {
    expect(choosePayType([quote(0), quote(1)], 1)?.chainType).toBe(1);
    expect(choosePayType([quote(0), quote(1)], null)?.chainType).toBe(0);
  });

  it('takes the only chain, even when the pick was the chain that is no longer listed', () => {
    expect(choosePayType([quote(1)], null)?.chainType).toBe(1);
    expect(choosePayType([quote(1)], 0)?.chainType).toBe(1);
  });

  it('has nothing to pay with when no chain is listed', () => {
    expect(choosePayType([], 0)).toBeUndefined();
    expect(choosePayType(undefined, null)).toBeUndefined();
  });
});
