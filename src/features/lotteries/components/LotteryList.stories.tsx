import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { LotteryList } from './LotteryList';

const meta = preview.meta({ title: 'features/lotteries/LotteryList', component: LotteryList, args: { token: null } });

export const Data = meta.story({
  async play({ canvas }) {
    const cards = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(3);
  },
});

const states = listStateStories({
  empty: '暂无抽签活动',
  error: '抽签加载失败',
  loading: 'status',
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
