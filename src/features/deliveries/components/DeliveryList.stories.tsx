import { listStateStories } from '@stories/support/states';
import { asNormal, ORDER } from '@stories/support/withdraw-detail';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { DeliveryList } from './DeliveryList';

/** The list is controlled; the story keeps the chosen tab like the screen would. */
function Tabbed({ initial }: { initial: number }) {
  const [status, setStatus] = useState(initial);
  return <DeliveryList status={status} onStatusChange={setStatus} />;
}

const meta = preview.meta({
  title: 'features/deliveries/DeliveryList',
  component: Tabbed,
  args: { initial: -1 },
  beforeEach: asNormal,
});

const TABS = ['全部', '待发货', '已发货', '已收货', '退货申请', '拒绝退货', '待寄回', '退货中', '已退货'];

/** "All": one card per seeded status, each linking to its detail. */
export const All = meta.story({
  async play({ canvas }) {
    const tabs = within(canvas.getByRole('tablist')).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual(TABS);
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    // The list's end marker comes with its last rows (those past a first screen's render a moment later).
    await canvas.findByText('没有更多了', {}, { timeout: 5000 });
    await expect(canvas.getAllByRole('link')).toHaveLength(8);
    const shipped = canvas.getByRole('link', { name: new RegExp(ORDER.shipped) });
    await expect(shipped).toHaveAttribute('href', `/withdraw-detail/${ORDER.shipped}`);
    await expect(within(shipped).getByText('已发货')).toBeVisible();
    await expect(within(shipped).getByText('共 2 件')).toBeVisible();
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
});

/** Tapping a tab lists only that status. */
export const SwitchToReturnInTransit = meta.story({
  async play({ canvas }) {
    await canvas.findAllByRole('link', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: '退货中' }));
    await expect(canvas.getByRole('tab', { name: '退货中' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      await canvas.findByRole('link', { name: new RegExp(ORDER.returnInTransit) }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
});

export const AwaitingShipmentTab = meta.story({
  args: { initial: 0 },
  async play({ canvas }) {
    const card = await canvas.findByRole('link', {}, { timeout: 5000 });
    await expect(card).toHaveAttribute('href', `/withdraw-detail/${ORDER.wait}`);
    await expect(within(card).getByText('待发货')).toBeVisible();
  },
});

const states = listStateStories({
  // No delivery card; the only link is the empty state's next step (to the collection to withdraw from).
  newbie: { empty: '暂无提货订单', next: { link: '去我的藏品提货', href: '/user' } },
  error: '加载失败，点击重试',
  retry: true,
  loading: 'skeleton',
  also: {
    async loading({ canvas }) {
      await expect(canvas.getByRole('tablist')).toBeVisible();
      await expect(canvas.queryByRole('link')).toBeNull();
    },
  },
});

export const EmptyForNewbie = meta.story(states.EmptyForNewbie);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
