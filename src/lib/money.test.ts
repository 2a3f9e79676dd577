import { describe, expect, it } from 'vitest';
import { formatFen, formatPrice, fromUnits, toFen, toUnits } from './money';

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
    expect(formatPrice('9.9')).toBe('¥9.90');
    expect(() => formatPrice('9,9')).toThrow(RangeError);
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

/**
 * The one price formatter. It replaces goods' and orders' formatPrice (decimal strings from the wire, CNY) and
 * invoices' formatYuanNumber (the /rest JSON number of yuan), and prints paid coin amounts.
 */
describe('formatPrice', () => {
  it.each([
    ['12.5', '¥12.50'],
    ['0', '¥0.00'],
    ['0.01', '¥0.01'],
    ['199', '¥199.00'],
    ['0.005', '¥0.01'],
    ['-3.5', '-¥3.50'],
    ['12345678.99', '¥12345678.99'],
  ])('CNY decimal string %s -> %s (2 decimals, the ¥ sign)', (amount, shown) =>
    expect(formatPrice(amount)).toBe(shown),
  );

  it.each([
    [99.9, '¥99.90'],
    [0.1 + 0.2, '¥0.30'],
    [128, '¥128.00'],
    [100.5, '¥100.50'],
    [0, '¥0.00'],
  ])('CNY JSON number %d -> %s, read through its decimal text (no float drift, never x 100)', (amount, shown) =>
    expect(formatPrice(amount)).toBe(shown),
  );

  it('shows nothing for a number that is not one', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('prints coin amounts exactly, with their symbol and without rounding to 2 decimals', () => {
    expect(formatPrice('84.6809', 'BTY')).toBe('84.6809 BTY');
    expect(formatPrice('14.0845', 'USDT')).toBe('14.0845 USDT');
    expect(formatPrice('0.000000000000000001', 'BTY')).toBe('0.000000000000000001 BTY');
    expect(formatPrice('1.50', 'USDT')).toBe('1.5 USDT');
    expect(formatPrice('2', 'BTY')).toBe('2 BTY');
    expect(() => formatPrice('0.0000000000000000001', 'BTY')).toThrow(RangeError);
  });
});
