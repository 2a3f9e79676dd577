// @vitest-environment jsdom
import { goodsDetail, skuOf } from '@mocks/domains/buying-test-kit';
import { MOCK_ORIGIN } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goodsPageQuery } from '@/features/goods/api/get-goods-page';
import { initI18n } from '@/lib/i18n';
import { collectDriftReports } from '@/lib/testing/page-test-kit';
import GoodsDetailPage, { prefetch as prefetchGoods } from './GoodsDetailPage';
import HomePage, { prefetch as prefetchHome } from './HomePage';

/**
 * A page's `prefetch` must fill exactly the cache entries its components read: then the first render (the
 * one the router does after the prefetch) already shows the data, with no skeleton and no second request.
 * Each test looks at that first render only (getBy*, no waiting).
 */
setupMockServer();
initI18n('zh');
collectDriftReports();

let requests: string[] = [];
beforeEach(() => {
  requests = [];
  const patched = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new URL(String(input), MOCK_ORIGIN).pathname);
    return patched(new URL(String(input), MOCK_ORIGIN), { ...init, signal: null });
  });
});
afterEach(cleanup);

function at(path: string, route: string, page: ReactNode, client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('page prefetch', () => {
  it('the goods detail shows the goods on its first render', async () => {
    const { spu } = skuOf('敦煌飞天数字藏品');
    await goodsDetail(spu.goodsId); // the seeded detail exists
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await prefetchGoods(client, { goodsId: spu.goodsId });
    requests = [];
    at(`/goods/${spu.goodsId}`, '/goods/:goodsId', <GoodsDetailPage />, client);
    expect(screen.getAllByText(spu.name).length).toBeGreaterThan(0);
    expect(requests.filter((p) => p.endsWith('/goods/detail'))).toEqual([]);
  });

  it('the home page shows banners, notices and the first goods on its first render', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await prefetchHome(client);
    const first = client.getQueryData(goodsPageQuery().queryKey)?.pages[0]?.data[0]?.spu;
    expect(first?.name).toBeTruthy();
    requests = [];
    at('/', '/', <HomePage />, client);
    expect(screen.getAllByText(first?.name ?? '?').length).toBeGreaterThan(0);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(requests).toEqual([]);
  });
});
