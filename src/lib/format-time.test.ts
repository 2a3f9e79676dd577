import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, secondsLeft, splitDuration } from './format-time';

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

describe('countdown arithmetic', () => {
  it('counts whole seconds up to the deadline, rounded up, and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });
  it('formats mm:ss, or hh:mm:ss past the days', () => {
    expect(formatCountdown(30 * 60)).toBe('30:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3600 + 61, true)).toBe('01:01:01');
    expect(formatCountdown(86_400 + 3600 + 61, true)).toBe('01:01:01');
  });
});
