import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageAt } from '../../stories/support/page-frame';
import { scenario } from '../../stories/support/scenario';
import BroadcastPage from './BroadcastPage';

/** The broadcast tab: a title bar without a back arrow over the notice feed (stories of its own). */
const meta = {
  title: 'pages/BroadcastPage',
  component: BroadcastPage,
  render: pageAt('/broadcast', BroadcastPage),
  parameters: { route: '/broadcast' },
} satisfies Meta<typeof BroadcastPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pinned notices first; a tap opens the notice's page. */
export const Data: Story = {
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    const links = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    const href = links[0]?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/announcement\/\d+$/);
    await userEvent.click(links[0] as HTMLElement);
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(href);
  },
};
export const Empty: Story = {
  beforeEach: scenario('empty'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无公告', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const ServerError: Story = {
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('公告加载失败', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach: scenario('slow'),
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toBeVisible();
    expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
