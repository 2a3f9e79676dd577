// @vitest-environment jsdom
import { goodsEndpoints } from '@contracts/goods';
import { goodsDetail, skuOf } from '@mocks/domains/orders/testing/buying';
import { server } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { collectDriftReports } from '@/lib/testing/drift-reports';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import GoodsDetailPage from './GoodsDetailPage';

/**
 * Issue 12: a detail whose non-essential field is malformed renders with that field's fallback; only
 * an answer missing what the screen cannot do without (the goods id, its price) shows the error state.
 * The body is the mock's real answer, then bent the way a drifting backend might send it.
 */
setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });
initI18n('en');
// English loads lazily: wait for it, or the first render may still be in Chinese.
beforeAll(() => ensureLanguage('en'));

const reports = collectDriftReports();
beforeEach(() => {
  fetchToMock();
});
afterEach(cleanup);

type Detail = Record<string, unknown> & { spu: Record<string, unknown> };

/** Serves the mock's own detail of a seeded goods, changed by `bend`, and renders its page. */
async function renderBent(bend: (d: Detail) => void) {
  const { spu } = skuOf('敦煌飞天数字藏品');
  const data = structuredClone(await goodsDetail(spu.goodsId)) as unknown as Detail;
  bend(data);
  server.use(http.get(`*${goodsEndpoints.detail.path}`, () => HttpResponse.json({ code: 0, message: 'ok', data })));
  const qc = client();
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[`/goods/${spu.goodsId}`]}>
        <Routes>
          <Route path="/goods/:goodsId" element={<GoodsDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return spu.name;
}

describe('GoodsDetailPage against a drifting backend', () => {
  it('renders with fallbacks when non-essential fields are malformed, and reports each once', async () => {
    const name = await renderBent((d) => {
      d.isFavorite = 'yes';
      d.spu.detail = 42; // (an object would read as its JSON text: docs/backend/wire.md#json-strings-reparsed)
      d.spu.saleTime = 'soon';
    });
    // (The next test shows the same page with a readable sale time offering "Buy now".)
    expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    // An unreadable sale time is dropped, and goods without one are not offered for sale
    // (docs/backend/corrections.md#b8-no-sale-time).
    expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    // isFavorite fell back to "unknown": the button reads as not favourited.
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load')).not.toBeInTheDocument();
    expect(reports.map((r) => [r.path, r.action]).sort()).toEqual([
      ['data.isFavorite', 'field-dropped'],
      ['data.spu.detail', 'field-dropped'],
      ['data.spu.saleTime', 'field-dropped'],
    ]);
  });

  it('offers "Buy now" when the sale time is readable and past (positive control of the above)', async () => {
    const name = await renderBent((d) => {
      d.isFavorite = 'yes';
    });
    expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  });

  it.each([
    ['the goods id', (d: Detail) => delete d.spu.goodsId, 'data.spu.goodsId'],
    ['the price', (d: Detail) => delete d.spu.price, 'data.spu.price'],
  ])('shows the error state when %s is missing, and reports why', async (_what, bend, path) => {
    const name = await renderBent(bend);
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    expect(reports).toEqual([expect.objectContaining({ endpoint: 'goods.detail', path, action: 'unusable' })]);
  });
});
