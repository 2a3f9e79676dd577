import { listStateStories } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LotteryList } from './LotteryList';

const meta = { title: 'features/lotteries/LotteryList', component: LotteryList, args: { token: null } } satisfies Meta<
  typeof LotteryList
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvas }) {
    const cards = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(3);
  },
};

const states = listStateStories({
  empty: '暂无抽签活动',
  error: '抽签加载失败',
  loading: 'status',
});

export const Empty: Story = states.Empty;
export const ServerError: Story = states.ServerError;
export const Loading: Story = states.Loading;
