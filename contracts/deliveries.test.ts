import { describe, expect, it } from 'vitest';
import { ExpressStatus, splitTrackingNumbers } from './deliveries';

describe('splitTrackingNumbers (rule 30)', () => {
  it.each([
    ['SF1234567', ['SF1234567']],
    ['SF1234567,YT7654321', ['SF1234567', 'YT7654321']],
    ['SF1234567，YT7654321', ['SF1234567', 'YT7654321']],
    [' SF1234567 , ，YT7654321 ,', ['SF1234567', 'YT7654321']],
    ['SF1234567,SF1234567，SF1234567', ['SF1234567']],
    ['', []],
    [' ,，, ', []],
  ])('%j → %j', (input, want) => {
    expect(splitTrackingNumbers(input)).toEqual(want);
  });
});

describe('ExpressStatus', () => {
  it('labels every real value 0–7 in both languages', () => {
    expect(ExpressStatus.values).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(ExpressStatus.label(1, 'zh')).toBe('已发货');
    expect(ExpressStatus.label(6, 'en')).toBe('return in transit');
  });
});
