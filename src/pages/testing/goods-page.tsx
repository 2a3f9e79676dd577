import { goodsEndpoints } from '@contracts/goods';
import { goodsDetail, skuOf } from '@mocks/domains/orders/testing/buying';
import { server } from '@mocks/node';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import GoodsDetailPage from '../GoodsDetailPage';

/** The goods page of a seeded goods (by name) at its route, on the test's client (queryHarness's `client()`). */
export function renderGoodsPage(name: string, qc: QueryClient) {
  const { spu } = skuOf(name);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/goods/${spu.goodsId}`]}>
        <Routes>
          <Route path="/goods/:goodsId" element={<GoodsDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return spu;
}

/** The seeded goods the page tests bend: a digital collectible with a description and on sale. */
const BENT = '敦煌飞天数字藏品';
/** The detail as a test bends it: any field may be dropped or given a wrong type. */
export type BendableDetail = Record<string, unknown> & { spu: Record<string, unknown> };

/**
 * Serves the mock's own detail of a seeded goods changed by `bend` (as a drifting or differently filled backend
 * might send it), renders its page and returns the detail served.
 */
export async function renderBentGoodsPage(bend: (detail: BendableDetail) => void, qc: QueryClient) {
  const data = structuredClone(await goodsDetail(skuOf(BENT).spu.goodsId));
  bend(data as unknown as BendableDetail);
  server.use(http.get(`*${goodsEndpoints.detail.path}`, () => HttpResponse.json({ code: 0, message: 'ok', data })));
  renderGoodsPage(BENT, qc);
  return data;
}
