import { restTimeToMs } from '@contracts/lotteries';
import { describe, expect, it } from 'vitest';
import { phaseAndTarget, rateText } from './phase';

const l = {
  startTime: '2026-01-15 10:00:00',
  endTime: '2026-01-16 10:00:00',
  lotteryTime: '2026-01-17 10:00:00',
  taskState: 0 as const,
};

describe('phaseAndTarget', () => {
  it('counts down to the start, then the end, then the draw', () => {
    expect(phaseAndTarget(l, restTimeToMs('2026-01-14 10:00:00'))).toEqual({
      phase: 0,
      target: restTimeToMs(l.startTime),
    });
    expect(phaseAndTarget(l, restTimeToMs('2026-01-15 12:00:00'))).toEqual({
      phase: 1,
      target: restTimeToMs(l.endTime),
    });
    expect(phaseAndTarget(l, restTimeToMs('2026-01-16 12:00:00'))).toEqual({
      phase: 2,
      target: restTimeToMs(l.lotteryTime),
    });
    expect(phaseAndTarget({ ...l, taskState: 2 }, 0)).toEqual({ phase: 3, target: null });
  });
});

describe('rateText', () => {
  it('shows a rate in hundredths of a percent, or places', () => {
    expect(rateText({ rateType: 1, rate: 2500 })).toEqual({ key: 'rate', value: '25%' });
    expect(rateText({ rateType: 1, rate: 125 })).toEqual({ key: 'rate', value: '1.25%' });
    expect(rateText({ rateType: 0, rate: 5 })).toEqual({ key: 'places', value: '5' });
  });
});
