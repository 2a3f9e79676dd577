import { pageAt } from '@stories/support/page-frame';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import NotFoundPage from './NotFoundPage';

/** Any path outside the route table (the app mounts this page at '*'). */
const meta = preview.meta({
  title: 'pages/NotFoundPage',
  component: NotFoundPage,
  render: pageAt('/no-such-page', NotFoundPage),
  parameters: { route: '/no-such-page' },
});

export const Default = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    expect(canvas.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  },
});

/** "Back to home" replaces the dead URL with the home page. */
export const BackToHome = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
});

/** Opened directly (no history), the header's back arrow goes home too. */
export const HeaderBack = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
});
