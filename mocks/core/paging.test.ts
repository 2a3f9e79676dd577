import { describe, expect, it } from 'vitest';
import { paginate } from './paging';

const rows = Array.from({ length: 25 }, (_, i) => i + 1);

describe('paginate (the real PageHelper with reasonable: true)', () => {
  it('answers the asked page with its neighbours flagged', () => {
    const p = paginate(rows, 2, 10);
    expect(p).toEqual({
      pageNumber: 2,
      pageSize: 10,
      totalPage: 3,
      totalSize: 25,
      hasPrePage: true,
      hasNextPage: true,
      start: 10,
      end: 20,
      dataSize: 10,
      data: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    });
  });

  it('has no previous page on the first and no next page on the last (a short last page)', () => {
    const first = paginate(rows, 1, 10);
    expect([first.hasPrePage, first.hasNextPage]).toEqual([false, true]);
    const last = paginate(rows, 3, 10);
    expect([last.hasPrePage, last.hasNextPage, last.dataSize, last.data]).toEqual([
      true,
      false,
      5,
      [21, 22, 23, 24, 25],
    ]);
  });

  it('reads a page below 1 or absent as 1, and a page past the end as the last page', () => {
    expect(paginate(rows, 0, 10).pageNumber).toBe(1);
    expect(paginate(rows, -4, 10).data[0]).toBe(1);
    expect(paginate(rows, undefined, 10).pageNumber).toBe(1);
    const past = paginate(rows, 9, 10);
    expect([past.pageNumber, past.data[0]]).toEqual([3, 21]);
  });

  it('uses the default size for a size below 1 or absent, and caps it at 2000', () => {
    expect(paginate(rows, 1, 0).pageSize).toBe(100);
    expect(paginate(rows, 1, undefined, 10).pageSize).toBe(10);
    expect(paginate(rows, 1, 1).pageSize).toBe(1);
    expect(paginate(rows, 1, 2000).pageSize).toBe(2000);
    expect(paginate(rows, 1, 5000).pageSize).toBe(2000);
  });

  it('answers an empty list with no pages, keeping the asked page', () => {
    const p = paginate([], 2, 10);
    expect(p).toMatchObject({ pageNumber: 2, totalPage: 0, totalSize: 0, hasNextPage: false, dataSize: 0, data: [] });
  });
});

describe('paginate edges', () => {
  it('caps a size of 2001 at 2000 and answers an exact multiple without an extra page', () => {
    const rows = Array.from({ length: 20 }, (_, i) => i);
    expect(paginate(rows, 1, 2001).pageSize).toBe(2000);
    const p = paginate(rows, 2, 10);
    expect([p.totalPage, p.hasNextPage, p.start, p.end, p.data[9]]).toEqual([2, false, 10, 20, 19]);
    expect(paginate(rows, 1, 20)).toMatchObject({ totalPage: 1, hasPrePage: false, hasNextPage: false });
  });
});
