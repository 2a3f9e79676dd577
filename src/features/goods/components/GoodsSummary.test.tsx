// @vitest-environment jsdom
import type { GoodsDetailVO } from '@contracts/goods';
import { goodsDetail, skuOf } from '@mocks/domains/orders/testing/buying';
import { setupMockServer } from '@mocks/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { GoodsSummary } from './GoodsSummary';

setupMockServer();
beforeAll(() => initI18n('zh'));
afterEach(cleanup);

const HOUR = 3_600_000;

async function detailWithSaleAt(saleTime: number | undefined): Promise<GoodsDetailVO> {
  const { spu } = skuOf('星际旅人潮玩手办');
  const detail: GoodsDetailVO = await goodsDetail(spu.goodsId);
  return { ...detail, spu: { ...detail.spu, saleTime } };
}

// The sale state comes from the page (useSaleState, on the server's clock: tested in use-sale-state.test.tsx and
// GoodsDetailPage.sale.test.tsx); the summary says what it says, whatever this device's clock reads.
describe('the sale-time lines', () => {
  it('shows when the sale opens while it is upcoming, even if this device’s clock is past it', async () => {
    const at = Date.now() - HOUR;
    render(<GoodsSummary detail={await detailWithSaleAt(at)} sale={{ kind: 'upcoming', at }} />);
    expect(screen.getByText(/开售$/)).toBeInTheDocument();
    expect(screen.queryByTestId('no-sale-time')).toBeNull();
  });

  it('says nothing of a sale time once the sale is open, even if this device’s clock is before it', async () => {
    render(<GoodsSummary detail={await detailWithSaleAt(Date.now() + HOUR)} sale={{ kind: 'open' }} />);
    expect(screen.queryByText(/开售$/)).toBeNull();
    expect(screen.queryByTestId('no-sale-time')).toBeNull();
  });

  it('says the sale time is not announced when there is none', async () => {
    render(<GoodsSummary detail={await detailWithSaleAt(undefined)} sale={{ kind: 'unscheduled' }} />);
    expect(screen.getByTestId('no-sale-time')).toBeInTheDocument();
    expect(screen.queryByText(/开售$/)).toBeNull();
  });
});
