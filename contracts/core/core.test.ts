import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, NoData } from './endpoint';
import { envelopeOf } from './envelope';
import { labelledEnum } from './labelled-enum';
import { pageOf } from './page';
import { Address, Decimal } from './primitives';

describe('Decimal (BigDecimal as the real backend prints it)', () => {
  it.each(['0', '9.9', '100', '0.0001', '-3.5', '123456789012345678.123456789012345678'])('accepts %s', (v) => {
    expect(Decimal.safeParse(v).success).toBe(true);
  });
  it.each(['9.90', '1E+2', '', '01', '.5', '5.', 'abc', ' 1'])('rejects %j', (v) => {
    expect(Decimal.safeParse(v).success).toBe(false);
  });
  it('rejects numbers: money never travels as a JS float', () => {
    expect(Decimal.safeParse(9.9).success).toBe(false);
  });
});

describe('labelledEnum', () => {
  const Status = labelledEnum({
    0: { name: 'wait', zh: '待付款', en: 'awaiting payment' },
    1: { name: 'paid', zh: '已付款', en: 'paid' },
  });
  it('accepts exactly the listed numbers', () => {
    expect(Status.values).toEqual([0, 1]);
    expect(Status.schema.safeParse(1).success).toBe(true);
    expect(Status.schema.safeParse(2).success).toBe(false);
    expect(Status.schema.safeParse('1').success).toBe(false);
  });
  it('labels in both languages and shows unknown values raw', () => {
    expect(Status.label(0, 'zh')).toBe('待付款');
    expect(Status.label(1, 'en')).toBe('paid');
    expect(Status.label(9, 'en')).toBe('9');
  });
});

describe('envelope and page', () => {
  it('treats an absent data key as the real NON_NULL serialisation', () => {
    const env = envelopeOf(z.object({ a: z.number() }));
    expect(env.safeParse({ code: 1, message: 'Failure' }).success).toBe(true);
    expect(env.safeParse({ code: 0, message: 'ok', data: null }).success).toBe(false);
  });
  it('requires every PageVO field', () => {
    const page = pageOf(Address);
    const full = {
      pageNumber: 1,
      pageSize: 10,
      totalPage: 0,
      totalSize: 0,
      hasPrePage: false,
      hasNextPage: false,
      start: 0,
      end: 10,
      dataSize: 0,
      data: [],
    };
    expect(page.safeParse(full).success).toBe(true);
    const { dataSize: _omit, ...partial } = full;
    expect(page.safeParse(partial).success).toBe(false);
  });
});

describe('defineEndpoint', () => {
  it('refuses a path outside /api', () => {
    expect(() =>
      defineEndpoint({
        id: 'x.y',
        method: 'GET',
        path: '/v/x' as `/api/${string}`,
        summary: '',
        auth: 'none',
        family: 'v',
        input: z.object({}),
        data: NoData,
      }),
    ).toThrow(/must start with \/api/);
  });
});
