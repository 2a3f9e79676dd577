import { describe, expect, it } from 'vitest';
import { lotteryPhase, restTimeToMs } from './lotteries';

describe('restTimeToMs', () => {
  it('reads /rest times as China time', () => {
    expect(restTimeToMs('2026-01-15 10:00:00')).toBe(Date.UTC(2026, 0, 15, 2, 0, 0));
    expect(restTimeToMs('2026-01-01 00:00:00')).toBe(Date.UTC(2025, 11, 31, 16, 0, 0));
  });
  it('gives NaN for anything else', () => {
    expect(restTimeToMs('2026-01-15T10:00:00Z')).toBeNaN();
  });
});

describe('lotteryPhase', () => {
  const l = { startTime: '2026-01-15 10:00:00', endTime: '2026-01-16 10:00:00', taskState: 0 };
  const at = (s: string) => restTimeToMs(s);
  it('moves upcoming → open → awaiting draw by the clock, and drawn by taskState', () => {
    expect(lotteryPhase(l, at('2026-01-15 09:59:59'))).toBe(0);
    expect(lotteryPhase(l, at('2026-01-15 10:00:00'))).toBe(1);
    expect(lotteryPhase(l, at('2026-01-16 10:00:00'))).toBe(2);
    expect(lotteryPhase({ ...l, taskState: 1 }, at('2026-01-17 10:00:00'))).toBe(2);
    expect(lotteryPhase({ ...l, taskState: 2 }, at('2026-01-17 10:00:00'))).toBe(3);
  });
});
