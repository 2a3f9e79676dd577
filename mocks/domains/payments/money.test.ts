import { describe, expect, it } from 'vitest';
import { decimalTimes } from '../orders/rules/submit';
import { divCeil, fromUnits, toUnits } from './rules/money';

const ONE = 10n ** 18n;

describe('the mock money (decimal strings, exact)', () => {
  it('reads decimal strings as 18-place units, dropping digits past the 18th place', () => {
    expect(toUnits('2')).toBe(2n * ONE);
    expect(toUnits('1.5')).toBe(ONE + ONE / 2n);
    expect(toUnits('0.000000000000000001')).toBe(1n);
    expect(toUnits('0.0000000000000000019')).toBe(1n);
  });

  it('prints units as the backend prints BigDecimal: no trailing zeros, no lone point', () => {
    expect(fromUnits(0n)).toBe('0');
    expect(fromUnits(ONE)).toBe('1');
    expect(fromUnits(10n * ONE)).toBe('10');
    expect(fromUnits(ONE + ONE / 2n)).toBe('1.5');
    expect(fromUnits(1n)).toBe('0.000000000000000001');
    expect(fromUnits(-(ONE + ONE / 4n))).toBe('-1.25');
  });

  it('rounds the coins to pay UP to 4 places (rule 8), never down', () => {
    expect(divCeil('398', '2.343')).toBe('169.8677');
    expect(divCeil('398', '7.1')).toBe('56.0564');
    expect(divCeil('1', '3')).toBe('0.3334');
    expect(divCeil('1', '3', 2)).toBe('0.34');
    // Exact quotients are not bumped by a step.
    expect(divCeil('10', '2')).toBe('5');
    expect(divCeil('0.0001', '1')).toBe('0.0001');
    // A remainder of one unit in the 18th place still costs a whole 4th-place step.
    expect(divCeil('0.000100000000000001', '1')).toBe('0.0002');
  });

  it('refuses a price of zero or below instead of dividing by it', () => {
    expect(() => divCeil('1', '0')).toThrow(/price must be positive/);
    expect(() => divCeil('1', '-2')).toThrow(/price must be positive/);
  });

  it('multiplies a price by a count exactly (the order amount)', () => {
    expect(decimalTimes('199', 2)).toBe('398');
    expect(decimalTimes('9.9', 3)).toBe('29.7');
    expect(decimalTimes('0.1', 3)).toBe('0.3');
    expect(decimalTimes('0.01', 100)).toBe('1');
    expect(decimalTimes('100', 1)).toBe('100');
    expect(decimalTimes('12', 0)).toBe('0');
    expect(decimalTimes('0.000000000000000001', 3)).toBe('0.000000000000000003');
    expect(decimalTimes('-1.5', 2)).toBe('-3');
    expect(decimalTimes('-1.5', 0)).toBe('0');
  });
});
