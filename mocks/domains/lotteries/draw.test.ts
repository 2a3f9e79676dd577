import { describe, expect, it } from 'vitest';
import { pickWinners, winningCount } from './table';

/** 64 hex digits: eight 8-digit windows of 10, 20, …, 80. */
const HASH = `0x${[10, 20, 30, 40, 50, 60, 70, 80].map((n) => n.toString(16).padStart(8, '0')).join('')}`;

describe('the lottery draw (verifiable from the block hash)', () => {
  it('picks window i of the hash, plus i, modulo the codes left (sorted), without repeats', () => {
    // Pool 001..004. i=0: (10+0)%4=2 → 003; i=1: (20+1)%3=0 → 001; i=2: (30+2)%2=0 → 002.
    expect(pickWinners(HASH, ['004', '002', '001', '003'], 3)).toEqual(['003', '001', '002']);
    // Accepts the hash without 0x as well.
    expect(pickWinners(HASH.slice(2), ['004', '002', '001', '003'], 3)).toEqual(['003', '001', '002']);
  });

  it('wraps to the hash start after the seventh window and never picks more codes than exist', () => {
    const codes = Array.from({ length: 10 }, (_, i) => String(i + 1).padStart(2, '0'));
    const all = pickWinners(HASH, codes, 20);
    expect(all).toHaveLength(10);
    expect([...all].sort()).toEqual(codes);
    // Worked by hand: i=0 (10+0)%10=0 → 01; i=1 (20+1)%9=3 → 05; … i=7 reads window 0 again (7·8 mod 56 = 0):
    // (10+7)%3=2 → 10; i=8 reads window 1: (20+8)%2=0 → 08; the last window (80) is never read.
    expect(all).toEqual(['01', '05', '02', '04', '03', '06', '07', '10', '08', '09']);
    expect(pickWinners(HASH, [], 3)).toEqual([]);
    expect(pickWinners(HASH, codes, 0)).toEqual([]);
  });

  it('counts winners: places (rateType 0) or a rate in hundredths of a percent rounded up (1), within 0..codes', () => {
    expect(winningCount({ rateType: 0, rate: 3 }, 10)).toBe(3);
    expect(winningCount({ rateType: 0, rate: 30 }, 10)).toBe(10);
    expect(winningCount({ rateType: 0, rate: -2 }, 10)).toBe(0);
    expect(winningCount({ rateType: 1, rate: 2500 }, 10)).toBe(3);
    expect(winningCount({ rateType: 1, rate: 2000 }, 10)).toBe(2);
    expect(winningCount({ rateType: 1, rate: 10_000 }, 7)).toBe(7);
    expect(winningCount({ rateType: 1, rate: 2500 }, 0)).toBe(0);
  });
});
