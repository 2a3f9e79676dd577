// @vitest-environment jsdom
import { type QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Children, type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ordersKeys } from '@/api/orders';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { FIRST_ROWS, PagedList } from './PagedList';

initI18n('zh');

/**
 * jsdom lays nothing out and has no IntersectionObserver: this one reports every observed footer in view, as on a
 * tall phone where each page is shorter than the screen (each new observation reports again).
 */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  unobserve() {}
  disconnect() {}
}
beforeAll(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

interface Page {
  data: number[];
  pageNumber: number;
  hasNextPage: boolean;
}
type Fetch = (page: number) => Promise<Page>;

/** Pages of 10 out of `total` items. */
function pageOf(page: number, total: number): Page {
  const from = (page - 1) * 10;
  const data = Array.from({ length: Math.max(0, Math.min(10, total - from)) }, (_, i) => from + i + 1);
  return { data, pageNumber: page, hasNextPage: page * 10 < total };
}

function Items({ fetchPage }: { fetchPage: Fetch }) {
  const q = useInfiniteQuery({
    // Any paged list's key: the orders' stands in (keys are spelled only in src/api).
    queryKey: ordersKeys.page(-1),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last: Page) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: { silentError: true },
    retry: false,
  });
  return (
    <PagedList
      query={q}
      itemKey={(n) => n}
      renderItem={(n) => <p>item {n}</p>}
      empty={{ title: '还没有藏品', next: { label: '去逛逛', to: '/' } }}
    />
  );
}

function renderList(fetchPage: Fetch): { onError: ReturnType<typeof vi.fn>; client: QueryClient } {
  const onError = vi.fn();
  const client = createQueryClient({ onError, onRealName: vi.fn(), onSessionExpired: vi.fn() });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Items fetchPage={fetchPage} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onError, client };
}

/** Each commit of a list's rows: how many, and whether the footer was on the page with them. */
const commits: string[] = [];
function CountedRows({ rows }: { rows: ReactNode }) {
  useLayoutEffect(() => {
    commits.push(`${Children.count(rows)}${document.querySelector('[data-testid="list-end"]') ? ' + footer' : ''}`);
  });
  return <>{rows}</>;
}

/** One page of ten items, its rows counted. */
function TenItems() {
  const q = useInfiniteQuery({
    queryKey: ordersKeys.page(-2),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => Promise.resolve(pageOf(pageParam, 10)),
    getNextPageParam: () => undefined,
  });
  return (
    <PagedList
      query={q}
      itemKey={(n) => n}
      renderItem={(n) => <p>item {n}</p>}
      wrap={(rows) => <CountedRows rows={rows} />}
      empty={{ title: '还没有藏品' }}
    />
  );
}

const shown = () => screen.queryAllByText(/^item \d+$/).map((p) => Number(p.textContent?.slice(5)));

describe('PagedList', () => {
  it('stops at a failed page with one inline retry, then goes on without duplicates and ends with a marker', async () => {
    let failures = 0;
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2 && failures++ === 0) throw new Error('network down');
      const next = pageOf(page, 25);
      // Page 2 repeats the tail of page 1, as offset paging does when an item was added meanwhile.
      return page === 2 ? { ...next, data: [10, ...next.data] } : next;
    });
    const { onError } = renderList(fetchPage);
    const failed = await screen.findByTestId('list-page-failed');
    expect(within(failed).getByText('这一页没有加载出来')).toBeVisible();
    // The retry button is antd-mobile's, loaded when a page fails.
    expect(await within(failed).findAllByRole('button', { name: '重试' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
    expect(shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('list-end')).toHaveTextContent('没有更多了');
    expect(shown()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(screen.queryByTestId('list-page-failed')).toBeNull();
  });

  it('a failed first page offers a retry and then shows the items', async () => {
    let calls = 0;
    renderList(async (page) => {
      if (calls++ === 0) throw new Error('network down');
      return pageOf(page, 3);
    });
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('item 3')).toBeVisible();
    expect(screen.getByTestId('list-end')).toBeVisible();
  });

  it('an empty list says so and offers a next step', async () => {
    renderList(async (page) => pageOf(page, 0));
    expect(await screen.findByText('还没有藏品')).toBeVisible();
    expect(await screen.findByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('list-end')).toBeNull();
  });

  it('renders the rows a first screen shows with the answer, the others and the footer in a later render', async () => {
    commits.length = 0;
    const client = createQueryClient({ onError: vi.fn(), onRealName: vi.fn(), onSessionExpired: vi.fn() });
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <TenItems />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('list-end')).toBeVisible();
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(commits).toEqual([`${FIRST_ROWS}`, '10 + footer']);
  });
});
