import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../../../stories/support/scenario';
import { GoodsFeed } from './GoodsFeed';

const meta = {
  title: 'features/goods/GoodsFeed',
  component: GoodsFeed,
} satisfies Meta<typeof GoodsFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded shop through the real mock handlers: cards link to their detail pages. */
export const Data: Story = {
  async play({ canvas }) {
    const cards = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toHaveAttribute('href', expect.stringMatching(/^\/goods\/\w+/));
  },
};

export const Empty: Story = {
  beforeEach: scenario('empty'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无商品', {}, { timeout: 5000 })).toBeVisible();
    expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const ServerError: Story = {
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('加载失败，点击重试', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Skeletons while the first page is on its way (the mock waits 2.5 s). */
export const Loading: Story = {
  beforeEach: scenario('slow'),
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
