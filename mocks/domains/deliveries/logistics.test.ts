import { describe, expect, it } from 'vitest';
import { tracesFor } from './rules/logistics';

const H = 3_600_000;
const T0 = Date.UTC(2026, 0, 10, 2, 0, 0);
const noInfo = (code: string) => ({ name: '测试快递', code, statusDesc: '无物流信息' });

describe('logistics traces on the mock clock', () => {
  it('answers no trace at all for an order without tracking numbers', () => {
    expect(tracesFor('', T0, T0 + 100 * H, 0)).toEqual([]);
  });

  it('answers "no information" per number while nothing has shipped', () => {
    expect(tracesFor('YT1,SF2', undefined, T0, 0)).toEqual([noInfo('YT1'), noInfo('SF2')]);
  });

  it('shows nothing one millisecond before pick-up and "picked up" exactly at it', () => {
    expect(tracesFor('YT1', T0, T0 - 1, 0)).toEqual([noInfo('YT1')]);
    expect(tracesFor('YT1', T0, T0, 0)).toEqual([
      {
        name: '测试快递',
        code: 'YT1',
        statusDesc: '已揽收',
        details: [{ time: T0, desc: '【深圳市】商家已发货，快递员已揽收' }],
      },
    ]);
  });

  it('adds the hub step exactly 3 h after pick-up, newest first, and says "in transit"', () => {
    expect(tracesFor('YT1', T0, T0 + 3 * H - 1, 0)[0]?.statusDesc).toBe('已揽收');
    const [trace] = tracesFor('YT1', T0, T0 + 3 * H, 0);
    expect(trace?.statusDesc).toBe('运输中');
    expect(trace?.details).toEqual([
      { time: T0 + 3 * H, desc: '【深圳市】快件已到达 深圳转运中心' },
      { time: T0, desc: '【深圳市】商家已发货，快递员已揽收' },
    ]);
  });

  it('is signed for exactly 36 h after pick-up, not a millisecond earlier', () => {
    const before = tracesFor('YT1', T0, T0 + 36 * H - 1, 0)[0];
    expect(before?.statusDesc).toBe('运输中');
    expect(before?.details).toHaveLength(5);
    const done = tracesFor('YT1', T0, T0 + 36 * H, 0)[0];
    expect(done?.statusDesc).toBe('已签收');
    expect(done?.details?.map((d) => d.time)).toEqual([36, 32, 26, 8, 3, 0].map((h) => T0 + h * H));
    expect(done?.details?.[0]?.desc).toContain('已签收');
  });

  it('starts a second parcel of the same order 20 minutes after the first', () => {
    const later = T0 + 20 * 60_000;
    const [first, second] = tracesFor('YT1,SF2', T0, later - 1, 0);
    expect(first?.statusDesc).toBe('已揽收');
    expect(second).toEqual(noInfo('SF2'));
    const atStart = tracesFor('YT1,SF2', T0, later, 0)[1];
    expect(atStart?.details).toEqual([{ time: later, desc: '【深圳市】商家已发货，快递员已揽收' }]);
  });

  it('uses the four return steps for type 1, signed by the merchant 40 h after pick-up', () => {
    const mid = tracesFor('ZTO1', T0, T0 + 6 * H, 1)[0];
    expect(mid?.details).toEqual([
      { time: T0 + 6 * H, desc: '【寄件城市】快件已到达 寄件城市转运中心' },
      { time: T0, desc: '【寄件城市】买家退货已揽收' },
    ]);
    expect(tracesFor('ZTO1', T0, T0 + 40 * H - 1, 1)[0]?.statusDesc).toBe('运输中');
    const done = tracesFor('ZTO1', T0, T0 + 40 * H, 1)[0];
    expect(done?.statusDesc).toBe('已签收');
    expect(done?.details?.[0]).toEqual({ time: T0 + 40 * H, desc: '【深圳市】商家已签收退货' });
    expect(done?.details).toHaveLength(4);
  });
});
