import { describe, expect, it } from 'vitest';
import { saleCountdown, saleState } from './sale-state';

describe('saleState (B8, rule 4)', () => {
  it('has no sale without a sale time, opens exactly at it, and is upcoming before', () => {
    expect(saleState(undefined, 1000)).toEqual({ kind: 'unscheduled' });
    expect(saleState(1001, 1000)).toEqual({ kind: 'upcoming', at: 1001 });
    expect(saleState(1000, 1000)).toEqual({ kind: 'open' });
    expect(saleState(0, 1000)).toEqual({ kind: 'open' });
  });
});

describe('saleCountdown', () => {
  it('rounds up to whole seconds and splits off whole days', () => {
    expect(saleCountdown(1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(saleCountdown(3_600_000 + 61_000)).toEqual({ days: 0, clock: '01:01:01' });
    expect(saleCountdown(86_400_000)).toEqual({ days: 1, clock: '00:00:00' });
    expect(saleCountdown(2 * 86_400_000 - 1000)).toEqual({ days: 1, clock: '23:59:59' });
    expect(saleCountdown(2 * 86_400_000 - 1)).toEqual({ days: 2, clock: '00:00:00' });
    expect(saleCountdown(-5)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
