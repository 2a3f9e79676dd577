import { describe, expect, it } from 'vitest';
import { formatFen, formatYuan, fromUnits, toFen, toUnits } from './money';

describe('money', () => {
  it.each([
    ['9.9', 990],
    ['0', 0],
    ['0.01', 1],
    ['199', 19900],
    ['0.005', 1],
    ['0.004', 0],
    ['-3.5', -350],
    ['12345678.99', 1234567899],
  ])('toFen(%s) = %i', (d, fen) => expect(toFen(d)).toBe(fen));
  it('adds without float error: 0.1 + 0.2', () => {
    expect(formatFen(toFen('0.1') + toFen('0.2'))).toBe('¥0.30');
  });
  it.each([
    [990, '¥9.90'],
    [5, '¥0.05'],
    [0, '¥0.00'],
    [-150, '-¥1.50'],
  ])('formatFen(%i) = %s', (fen, s) => expect(formatFen(fen)).toBe(s));
  it('formats a decimal string in yuan and refuses junk', () => {
    expect(formatYuan('9.9')).toBe('¥9.90');
    expect(() => toFen('9,9')).toThrow(RangeError);
    expect(() => formatFen(1.5)).toThrow(RangeError);
  });
  it('keeps 18-decimal coin amounts exact', () => {
    expect(toUnits('1.5')).toBe(1500000000000000000n);
    expect(toUnits('0.000000000000000001')).toBe(1n);
    expect(fromUnits(1500000000000000000n)).toBe('1.5');
    expect(fromUnits(toUnits('123.456789'))).toBe('123.456789');
    expect(() => toUnits('0.0000000000000000001')).toThrow(RangeError);
  });
});
