import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryHarness } from '@/lib/testing/query-harness';
import { ordersKeys, ordersPageQuery } from './orders';
import { FIRST_PAGE, LIST_QUERY_META, nextPageOf, type PageMeta, pagedQueryOptions } from './paged-query';

/** The PageVO fields paging reads; `rows` rows of data. */
const page = (pageNumber: number, hasNextPage: boolean, rows = 10): PageMeta => ({
  pageNumber,
  hasNextPage,
  data: Array.from({ length: rows }, (_, i) => i),
});

describe('nextPageOf', () => {
  it('asks for the page after the one the backend sent while it says more follow', () => {
    expect(nextPageOf(page(1, true))).toBe(2);
    expect(nextPageOf(page(7, true))).toBe(8);
  });

  it('ends the list at the last page', () => {
    expect(nextPageOf(page(3, false, 4))).toBeUndefined();
  });

  it('ends an empty list at its first page', () => {
    expect(nextPageOf(page(1, false, 0))).toBeUndefined();
  });

  it('ends the list at an empty page even if it claims more, so scrolling cannot ask forever', () => {
    expect(nextPageOf(page(2, true, 0))).toBeUndefined();
  });

  it('follows the page the backend answered, not the one asked: a page past the end comes back as the last', () => {
    // PageHelper `reasonable: true`: asked for page 3 of a list that shrank to 2 pages, it answers page 2.
    expect(nextPageOf(page(2, false))).toBeUndefined();
  });

  it('decides by hasNextPage alone: a page without its totals pages on', () => {
    // The real PageVO always carries totalPage/totalSize (contracts/guaranteed: a body without them is unusable);
    // paging never reads them, so their absence or an odd value cannot end a list early or extend it.
    const withoutTotals = { ...page(1, true) } as PageMeta & { totalPage?: number; totalSize?: number };
    expect('totalPage' in withoutTotals).toBe(false);
    expect(nextPageOf(withoutTotals)).toBe(2);
    expect(nextPageOf({ ...page(1, true), totalPage: 0, totalSize: 0 } as PageMeta)).toBe(2);
  });
});

describe('pagedQueryOptions', () => {
  const { client } = queryHarness({ queries: { retry: false } });

  it('asks for the first page, then the next, until the backend says the list ends', async () => {
    const asked: number[] = [];
    const opts = pagedQueryOptions(['paged-test'] as const, async (n, signal) => {
      expect(signal).toBeInstanceOf(AbortSignal);
      asked.push(n);
      return page(n, n < 2, n < 2 ? 10 : 3);
    });
    const qc = client();
    const observer = new InfiniteQueryObserver(qc, opts);
    const unsubscribe = observer.subscribe(() => {});
    try {
      await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      await observer.fetchNextPage();
      const done = observer.getCurrentResult();
      expect(asked).toEqual([FIRST_PAGE, 2]);
      expect(done.hasNextPage).toBe(false);
      expect(done.data?.pages.map((p) => p.data.length)).toEqual([10, 3]);
    } finally {
      unsubscribe();
    }
  });

  it("keeps the domain's key and carries the quiet list meta", () => {
    const opts = ordersPageQuery(-1);
    expect(opts.queryKey).toEqual(ordersKeys.page(-1));
    expect(opts.meta).toBe(LIST_QUERY_META);
    expect(opts.initialPageParam).toBe(FIRST_PAGE);
  });
});
