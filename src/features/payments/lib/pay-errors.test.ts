import { describe, expect, it } from 'vitest';
import { classifyPayError } from './pay-errors';

const err = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('classifyPayError', () => {
  it.each([
    [err(1, 'Transaction not confirmed yet'), 'notConfirmed'],
    [err(1, '交易尚未确认成功'), 'notConfirmed'],
    [err(1, 'Transaction hash already used'), 'hashUsed'],
    [err(1, '交易哈希已被使用'), 'hashUsed'],
    [err(304, 'Please complete real-name verification first'), 'realName'],
    [err(2, 'The order is payment timed out; it cannot be paid'), 'wrongState'],
    [err(1, 'Insufficient payment amount'), 'other'],
    [new Error('network'), 'other'],
    [null, 'other'],
  ])('%o → %s', (e, kind) => {
    expect(classifyPayError(e)).toBe(kind);
  });
});
