// @vitest-environment jsdom
import { MOCK_ORIGIN } from '@mocks/node';
import { setupMockServer } from '@mocks/testing';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { collectDriftReports } from '@/lib/testing/drift-reports';
import { queryHarness } from '@/lib/testing/query-harness';
import { renderBentGoodsPage } from './testing/goods-page';

/**
 * The goods page's pieces that load when needed (issue 30): the SKU picker after a placeholder of its boxes, the
 * sanitised description without a tap, the order popup on the buy button. Each arrives by itself here (jsdom has
 * loaded and is idle; its IntersectionObserver never fires), as on a phone after the first paint.
 */
setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });
initI18n('en');
beforeAll(() => ensureLanguage('en'));
collectDriftReports();
beforeEach(() => {
  const patched = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    patched(new URL(String(input), MOCK_ORIGIN), { ...init, signal: null }),
  );
});
afterEach(cleanup);

function renderGoods(description: string) {
  return renderBentGoodsPage((d) => {
    d.spu.detail = description;
    // Readable and past: the goods is on sale, so "Buy now" is offered.
    d.spu.saleTime = Date.now() - 60_000;
  }, client());
}

describe('GoodsDetailPage loads its heavier pieces when needed', () => {
  it('holds the SKU picker’s place with one box per value, then shows the picker', async () => {
    const data = await renderGoods('<p>Painted by hand</p>');
    const placeholder = await screen.findByTestId('sku-placeholder');
    const values = data.v1Skus.map((g) => g.propValue1);
    expect([...placeholder.querySelectorAll('span')].slice(0, values.length).map((s) => s.textContent)).toEqual(values);
    // The picker's chunk brings antd-mobile's Selector, the first antd-mobile this page loads: on a busy machine its
    // first import took more than 5 s (failed so in three runs beside other work); findBy waits the unit tests' 10 s
    // (vitest.setup.ts).
    const pickers = await screen.findAllByRole('listbox');
    expect(
      within(pickers[0] as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(values);
    expect(screen.queryByTestId('sku-placeholder')).toBeNull();
  });

  it('shows the sanitised description without a tap, and no script of it', async () => {
    await renderGoods('<p>Painted by hand</p><img src="x" onerror="window.__xss = 1">');
    expect(await screen.findByText('Painted by hand')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Description' });
    expect(section.querySelector('[onerror]')).toBeNull();
  });

  it('opens the order popup on the buy button', async () => {
    await renderGoods('');
    const buy = await screen.findByRole('button', { name: 'Buy now' });
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    fireEvent.click(buy);
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });
});
