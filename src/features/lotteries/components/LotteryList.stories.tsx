import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../../../stories/support/scenario';
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
export const Empty: Story = {
  beforeEach: scenario('empty'),
  async play({ canvas }) {
    await expect(await canvas.findByText('暂无抽签活动', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const ServerError: Story = {
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('抽签加载失败', {}, { timeout: 5000 })).toBeVisible();
  },
};
export const Loading: Story = {
  beforeEach: scenario('slow'),
  async play({ canvas }) {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
