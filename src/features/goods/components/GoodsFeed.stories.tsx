import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { GoodsFeed } from './GoodsFeed';

const meta = preview.meta({
  title: 'features/goods/GoodsFeed',
  component: GoodsFeed,
});

/** The seeded shop through the real mock handlers: cards link to their detail pages. */
export const Data = meta.story({
  async play({ canvas }) {
    const cards = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]).toHaveAttribute('href', expect.stringMatching(/^\/goods\/\w+/));
  },
});

/** Skeletons while the first page is on its way (the mock waits 2.5 s). */
const states = listStateStories({
  empty: '暂无商品',
  error: '加载失败，点击重试',
  loading: 'busy',
  also: { empty: ({ canvas }) => expect(canvas.queryAllByRole('link')).toHaveLength(0) },
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
