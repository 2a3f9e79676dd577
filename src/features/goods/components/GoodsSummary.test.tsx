// @vitest-environment jsdom
import type { GoodsDetailVO } from '@contracts/goods';
import { goodsDetail, skuOf } from '@mocks/domains/orders/testing/buying';
import { setupMockServer } from '@mocks/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { noteServerDate } from '@/lib/server-clock';
import { GoodsSummary } from './GoodsSummary';

setupMockServer();
beforeAll(() => initI18n('zh'));
afterEach(() => {
  cleanup();
  // Back to the device's clock for the next test.
  noteServerDate(new Date().toUTCString());
});

const MINUTE = 60_000;

async function detailWithSaleAt(saleTime: number): Promise<GoodsDetailVO> {
  const { spu } = skuOf('星际旅人潮玩手办');
  const detail: GoodsDetailVO = await goodsDetail(spu.goodsId);
  return { ...detail, spu: { ...detail.spu, saleTime } };
}

describe('the sale-time line', () => {
  it('follows the server’s clock, as the buy button does: a phone 10 minutes behind sees the sale open', async () => {
    // The server is 10 minutes ahead of this device; the sale started 5 minutes ago on its clock.
    noteServerDate(new Date(Date.now() + 10 * MINUTE).toUTCString());
    render(<GoodsSummary detail={await detailWithSaleAt(Date.now() + 5 * MINUTE)} />);
    expect(screen.queryByText(/开售$/)).toBeNull();
  });

  it('shows the time while the sale is still ahead on the server’s clock (positive control)', async () => {
    noteServerDate(new Date(Date.now() + 10 * MINUTE).toUTCString());
    render(<GoodsSummary detail={await detailWithSaleAt(Date.now() + 20 * MINUTE)} />);
    expect(screen.getByText(/开售$/)).toBeInTheDocument();
  });
});
