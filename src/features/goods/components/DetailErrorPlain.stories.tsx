import { retryCallsBack } from '@stories/support/states';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { DetailErrorPlain } from './DetailErrorPlain';

/** The goods page's error states in plain elements: while antd-mobile's ErrorBlock loads, or if it cannot. */
const meta = preview.meta({
  title: 'features/goods/DetailErrorPlain',
  component: DetailErrorPlain,
  args: { final: false, onRetry: fn() },
});

/** A failure that may pass: the words and a retry that works at once. */
export const Retry = meta.story({ play: retryCallsBack('加载失败') });

/** Unknown or withdrawn goods: final, so no retry. */
export const NotFound = meta.story({
  args: { final: true },
  async play({ canvas }) {
    await expect(canvas.getByText('商品不存在或已下架')).toBeVisible();
    expect(canvas.queryByRole('button')).toBeNull();
  },
});
