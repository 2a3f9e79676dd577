import { describe, expect, it } from 'vitest';
import { deliveryActions, parseReturnNumbers } from './actions';

const NOW = 1_800_000_000_000;
const base = { orderTime: NOW - 86_400_000, expressCode: '', refundExpressCode: '' };

describe('deliveryActions', () => {
  it.each([
    [0, { confirm: false, applyReturn: true, enterReturnNumbers: false }],
    [1, { confirm: true, applyReturn: true, enterReturnNumbers: false }],
    [2, { confirm: false, applyReturn: true, enterReturnNumbers: false }],
    [3, { confirm: false, applyReturn: false, enterReturnNumbers: false }],
    [4, { confirm: false, applyReturn: false, enterReturnNumbers: false }],
    [5, { confirm: false, applyReturn: false, enterReturnNumbers: true }],
    [6, { confirm: false, applyReturn: false, enterReturnNumbers: false }],
    [7, { confirm: false, applyReturn: false, enterReturnNumbers: false }],
  ] as const)('status %i', (status, want) => {
    expect(deliveryActions({ ...base, status }, NOW)).toMatchObject(want);
  });

  it('hides the return after 7 days and shows traces only with numbers', () => {
    const old = deliveryActions({ ...base, status: 2, orderTime: NOW - 7 * 86_400_000 }, NOW);
    expect(old.applyReturn).toBe(false);
    const shipped = deliveryActions({ ...base, status: 6, expressCode: 'YT1', refundExpressCode: 'SF1' }, NOW);
    expect(shipped).toMatchObject({ outboundTrace: true, returnTrace: true });
  });
});

describe('parseReturnNumbers', () => {
  it.each([
    ['SF1234567,YT7654321', { codes: ['SF1234567', 'YT7654321'] }],
    ['SF1234567，SF1234567， ', { codes: ['SF1234567'] }],
    [' , ', { problem: 'detail.returnNumbersRequired' }],
    ['单号', { problem: 'detail.returnNumbersInvalid' }],
  ])('%j', (input, want) => {
    expect(parseReturnNumbers(input)).toEqual(want);
  });
});
