// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { collectDriftReports } from '@/lib/testing/drift-reports';
import { queryHarness } from '@/lib/testing/query-harness';
import { GoodsFeed } from './GoodsFeed';

initI18n('en');
const A = `0x${'b'.repeat(40)}`;
const merchant = { address: A, name: 'Shop', headUrl: '', insideAddress: A };
const spu = (goodsId: string, name: string) => ({
  goodsId,
  type: 0,
  name,
  cover: '',
  price: '9.9',
  total: 10,
  sales: 1,
  stock: 9,
  favorite: 0,
  saleType: 0,
});
// One item as a drifting backend might send it: the price the card needs is not money.
const body = {
  code: 0,
  message: 'Success',
  data: {
    pageNumber: 1,
    pageSize: 10,
    totalPage: 1,
    totalSize: 3,
    hasPrePage: false,
    hasNextPage: false,
    start: 0,
    end: 10,
    dataSize: 3,
    data: [
      { spu: spu('g1', 'Flying Apsaras'), merchant },
      { spu: { ...spu('g2', 'Odd one'), price: { amount: 9.9 } }, merchant },
      { spu: spu('g3', 'Terracotta'), merchant },
    ],
  },
};

const reports = collectDriftReports();
const { client } = queryHarness({ queries: { retry: false } });

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body))));
});
afterEach(cleanup);

function renderFeed() {
  const qc = client();
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <GoodsFeed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return qc;
}

describe('GoodsFeed against a real-backend answer with one malformed item', () => {
  it('shows the other goods, and reports the item once however often the feed loads', async () => {
    const qc = renderFeed();
    expect(await screen.findByText('Flying Apsaras')).toBeInTheDocument();
    expect(screen.getByText('Terracotta')).toBeInTheDocument();
    expect(screen.queryByText('Odd one')).not.toBeInTheDocument();
    await qc.refetchQueries();
    expect(screen.getByText('Terracotta')).toBeInTheDocument();
    expect(reports).toEqual([
      { endpoint: 'goods.page', path: 'data.data[].spu.price', kind: 'invalid_union', action: 'item-dropped' },
    ]);
  });
});
