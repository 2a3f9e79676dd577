import { describe, expect, it } from 'vitest';
import { TolerantDecimal, toPlainDecimal } from './tolerant-decimal';

describe('TolerantDecimal (money as the client accepts it)', () => {
  it.each([
    ['9.9', '9.9'],
    ['9.90', '9.9'],
    ['09.90', '9.9'],
    ['0', '0'],
    ['-0.00', '0'],
    [' 12 ', '12'],
    [9.9, '9.9'],
    [0, '0'],
    [1e-7, '0.0000001'],
    [-2.5, '-2.5'],
    [9_999_999_999_999, '9999999999999'],
  ])('reads %j as %j', (input, plain) => {
    expect(TolerantDecimal.parse(input)).toBe(plain);
  });
  it.each(['1E+2', '', 'abc', '.5', '5.', '1,000', Number.NaN, Number.POSITIVE_INFINITY, null, true])(
    'refuses %j',
    (v) => {
      expect(TolerantDecimal.safeParse(v).success).toBe(false);
    },
  );
  it('refuses amounts whose fen would leave the safe integer range', () => {
    expect(TolerantDecimal.safeParse('10000000000000').success).toBe(false);
    expect(TolerantDecimal.safeParse(-1e13).success).toBe(false);
    expect(TolerantDecimal.safeParse(1e21).success).toBe(false);
  });
  it('never guesses at scientific notation in text', () => {
    expect(toPlainDecimal('1e3')).toBeUndefined();
  });
});
