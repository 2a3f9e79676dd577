import { ShellAt } from '@stories/support/shell-root';
import { onlineManager } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { OfflineBanner } from './OfflineBanner';
import { ShellLoading } from './ShellLoading';

/** A page whose chunk cannot load (e.g. removed by a deploy while the tab was open). */
const lostChunk: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-old.js');
    },
  },
];

const meta = preview.meta({
  title: 'app/ShellStates',
  component: ShellAt,
  args: { at: '/', children: lostChunk },
});

/** Never a white screen: the route error page with a retry (reload). */
export const RouteLoadFailed = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 8000 })).toBeVisible();
    expect(canvas.getByText('请检查网络后重试')).toBeVisible();
    expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
});

/** The browser goes offline: a banner until it is back. */
export const Offline = meta.story({
  render: () => <OfflineBanner />,
  beforeEach: () => () => onlineManager.setOnline(true),
  async play({ canvas }) {
    expect(canvas.queryByRole('status')).toBeNull();
    onlineManager.setOnline(false);
    await expect(await canvas.findByRole('status')).toHaveTextContent('网络已断开，恢复后将自动刷新');
    onlineManager.setOnline(true);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
});

/** While the first page's chunk loads. */
export const FirstLoad = meta.story({
  render: () => <ShellLoading />,
  async play({ canvas }) {
    await expect(canvas.getByRole('progressbar', { name: 'loading' })).toBeVisible();
  },
});
