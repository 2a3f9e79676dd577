import { describe, expect, it } from 'vitest';
import { formatYuanNumber } from './amount';

describe('formatYuanNumber', () => {
  it('prints yuan with 2 decimals without float drift', () => {
    expect(formatYuanNumber(99.9)).toBe('¥99.90');
    expect(formatYuanNumber(0.1 + 0.2)).toBe('¥0.30');
    expect(formatYuanNumber(128)).toBe('¥128.00');
  });
});
