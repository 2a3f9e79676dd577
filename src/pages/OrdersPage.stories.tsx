import { InfoStatus } from '@contracts/orders';
import type { PlayContext } from '@stories/support/play';
import { scenario } from '@stories/support/scenario';
import { as } from '@stories/support/shop';
import { listStateStories } from '@stories/support/states';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import zhStatus from '@/locales/zh/status.json';
import OrdersPage from './OrdersPage';

/** My orders (src/pages/OrdersPage): status tabs from the real InfoStatus enum over the seeded orders. */
const meta = preview.meta({
  title: 'features/orders/OrderList',
  component: OrdersPage,
  parameters: { route: '/orders' },
  beforeEach: as('normal'),
});

const opts = { timeout: 5000 };
// The shopper's words for each status (the locale's status namespace), not the backend's enum names.
const label = (s: number) => zhStatus.order[String(s) as keyof typeof zhStatus.order];

/**
 * One story per status tab: the `normal` persona's seed has orders in every status of the enum (its
 * third pending order is past its window, so it reads as timed out). Every card shows the tab's status.
 */
function tab(status: InfoStatus, count: number) {
  return {
    parameters: { route: `/orders?status=${status}` },
    async play({ canvas }: PlayContext) {
      await expect(canvas.getByRole('tab', { name: label(status) })).toHaveAttribute('aria-selected', 'true');
      await canvas.findByText('没有更多订单了', {}, opts);
      const badges = canvas.getAllByTestId('order-status');
      await expect(badges).toHaveLength(count);
      for (const b of badges) await expect(b).toHaveTextContent(label(status));
      const pay = canvas.queryAllByRole('button', { name: '去支付' });
      await expect(pay).toHaveLength(status === 0 ? count : 0);
    },
  };
}

export const AwaitingPayment = meta.story(tab(0, 2));
export const Paid = meta.story(tab(1, 5));
export const Cancelled = meta.story(tab(2, 2));
export const TimedOut = meta.story(tab(3, 2));
export const RefundRequested = meta.story(tab(4, 1));
export const RefundRefused = meta.story(tab(5, 1));
export const RefundApproved = meta.story(tab(6, 1));

/** "All" first: every status tab is there, the first page holds 10 of the 14 orders. */
export const All = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    for (const s of InfoStatus.values) await expect(canvas.getByRole('tab', { name: label(s) })).toBeInTheDocument();
    // The rows past a first screen's come a moment after the others (a deferred render).
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThanOrEqual(10), opts);
    const cards = canvas.getAllByRole('article');
    await expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order-detail\/\d{18}$/),
    );
  },
});

/** Tapping a tab switches the list to that status. */
export const SwitchTab = meta.story({
  async play({ canvas }) {
    await canvas.findAllByRole('article', {}, opts);
    await userEvent.click(canvas.getByRole('tab', { name: label(6) }));
    await canvas.findByText('没有更多订单了', {}, opts);
    await expect(canvas.getAllByTestId('order-status').map((b) => b.textContent)).toEqual([label(6)]);
  },
});

/** A new user has no orders at all. */
export const Empty = meta.story({
  beforeEach: as('newbie'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无订单', {}, opts)).toBeVisible();
    expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
});

/** The server answers an empty page for any account (scenario 'empty'). */
export const EmptyScenario = meta.story({
  beforeEach: scenario('empty'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无订单', {}, opts)).toBeVisible();
  },
});

const states = listStateStories({
  error: '加载失败',
  retry: true,
  loading: 'skeleton',
  also: {
    async loading({ canvas }) {
      await expect(canvas.getByRole('tab', { name: '全部' })).toBeVisible();
      expect(canvas.queryAllByRole('article')).toHaveLength(0);
    },
  },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
