import { listStateStories } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** Skeletons while the first page is on its way (the mock waits 2.5 s). */
const states = listStateStories({
  empty: '暂无商品',
  error: '加载失败，点击重试',
  loading: 'busy',
  also: { empty: ({ canvas }) => expect(canvas.queryAllByRole('link')).toHaveLength(0) },
});

export const Empty: Story = states.Empty;
export const ServerError: Story = states.ServerError;
export const Loading: Story = states.Loading;
