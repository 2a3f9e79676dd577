import { pageAt } from '@stories/support/page-frame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import NotFoundPage from './NotFoundPage';

/** Any path outside the route table (the app mounts this page at '*'). */
const meta = {
  title: 'pages/NotFoundPage',
  component: NotFoundPage,
  render: pageAt('/no-such-page', NotFoundPage),
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvas }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    expect(canvas.getByText('您访问的页面不存在或已被移除')).toBeVisible();
  },
};

/** "Back to home" replaces the dead URL with the home page. */
export const BackToHome: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
};

/** Opened directly (no history), the header's back arrow goes home too. */
export const HeaderBack: Story = {
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  },
};
