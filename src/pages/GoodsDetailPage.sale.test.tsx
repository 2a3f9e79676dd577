// @vitest-environment jsdom

import { now as mockNow } from '@mocks/core/clock';
import { UNDATED } from '@mocks/domains/goods/seed';
import { setupMockServer } from '@mocks/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureLanguage, initI18n } from '@/lib/i18n';
import { noteServerDate } from '@/lib/server-clock';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { renderGoodsPage } from './testing/goods-page';

/**
 * docs/backend/corrections.md#b8-no-sale-time / docs/backend/rules.md#r4-submit-preconditions: goods without a sale
 * time are never offered; goods not yet on sale count down to it.
 */
setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });
initI18n('en');
// English loads lazily: wait for it, or the first render may still be in Chinese.
beforeAll(() => ensureLanguage('en'));

beforeEach(() => {
  fetchToMock();
  // The page opens with the server's clock known, as after the visit's first answer: it reads the sale state on
  // that clock when it mounts, before its own answer arrives (the mock's clock is frozen months from this machine's).
  noteServerDate(new Date(mockNow()).toUTCString());
});
afterEach(cleanup);

describe('GoodsDetailPage sale time', () => {
  it('shows goods without a sale time as not on sale, with no buy button and why', async () => {
    renderGoodsPage(UNDATED.name, client());
    expect(await screen.findByRole('heading', { name: UNDATED.name, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not available' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.getByTestId('no-sale-time')).toHaveTextContent('The sale time has not been announced yet');
  });

  it('counts down to a future sale time on the (disabled) buy button', async () => {
    renderGoodsPage('青花瓷茶具套装（即将开售）', client());
    const button = await screen.findByRole('button', { name: /^On sale in [12] d \d\d:\d\d:\d\d$/ });
    expect(button).toBeDisabled();
    // The summary says when, from the same sale state as the button.
    expect(screen.getByText(/^On sale \d/)).toBeInTheDocument();
    expect(screen.queryByTestId('no-sale-time')).not.toBeInTheDocument();
  });

  it('offers "Buy now" for goods already on sale (positive control)', async () => {
    renderGoodsPage('星际旅人潮玩手办', client());
    expect(await screen.findByRole('button', { name: 'Buy now' })).toBeEnabled();
    expect(screen.queryByText(/^On sale \d/)).not.toBeInTheDocument();
  });
});
