// @vitest-environment jsdom
import { setupMockServer } from '@mocks/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { collectDriftReports } from '@/lib/testing/drift-reports';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { type BendableDetail, renderBentGoodsPage } from './testing/goods-page';

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

type Detail = BendableDetail;

/** Serves the mock's own detail of a seeded goods, changed by `bend`, renders its page and names the goods. */
async function renderBent(bend: (d: Detail) => void) {
  return (await renderBentGoodsPage(bend, client())).spu.name;
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
    // Below the first screen, a moment after the rest (a deferred render).
    expect(await screen.findByText('No description')).toBeInTheDocument();
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
