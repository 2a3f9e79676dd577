import { describe, expect, it } from 'vitest';
import { formatDateTime, splitDuration } from './format-time';

describe('formatDateTime', () => {
  it('prints yyyy-MM-dd HH:mm in the local zone', () => {
    const ms = new Date(2026, 0, 5, 8, 3, 9).getTime();
    expect(formatDateTime(ms)).toBe('2026-01-05 08:03');
    expect(formatDateTime(ms, true)).toBe('2026-01-05 08:03:09');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('splitDuration', () => {
  it('splits and floors at zero', () => {
    expect(splitDuration(((26 * 60 + 3) * 60 + 4) * 1000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
