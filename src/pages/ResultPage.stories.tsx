import { listStateStories } from '@stories/support/states';
import { expect, userEvent } from 'storybook/test';
import preview from '#.storybook/preview';
import ResultPage from './ResultPage';

/** Search results (src/pages/ResultPage): the goods feed filtered by `?keyword=` on the seeded shop. */
const meta = preview.meta({
  title: 'features/goods/SearchResults',
  component: ResultPage,
  parameters: { route: '/result?keyword=盲盒' },
});

const opts = { timeout: 5000 };

/** "盲盒" matches exactly the two seeded blind boxes, and the box keeps the keyword. */
export const Data = meta.story({
  async play({ canvas }) {
    await canvas.findByRole('link', { name: /^山海经神兽盲盒/ }, opts);
    await expect(canvas.getByRole('link', { name: /^赛博朋克机甲盲盒/ })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('searchbox')).toHaveValue('盲盒');
    await expect(canvas.getAllByText('盲盒', { selector: '[data-tag]' })).toHaveLength(2);
  },
});

/** A new search replaces the list: the keyword goes into the URL and the feed restarts. */
export const NewSearch = meta.story({
  async play({ canvas }) {
    await canvas.findByRole('link', { name: /^山海经神兽盲盒/ }, opts);
    const box = canvas.getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, '紫砂壶{enter}');
    await expect(await canvas.findByRole('link', { name: /^手工紫砂壶·石瓢/ }, opts)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^山海经神兽盲盒/ })).toBeNull();
  },
});

/** Nothing in the shop matches: the empty text repeats the keyword. */
export const NoMatch = meta.story({
  parameters: { route: '/result?keyword=不存在的宝贝' },
  async play({ canvas }) {
    await expect(await canvas.findByText('没有找到与“不存在的宝贝”相关的商品', {}, opts)).toBeVisible();
    // No goods card; the only link is the empty state's next step back to the home page.
    const links = canvas.getAllByRole('link');
    expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent('回首页逛逛');
    await expect(links[0]).toHaveAttribute('href', '/');
  },
});

/** The server answers an empty page (scenario 'empty'); skeleton cards under the search box while the first page is
 * on its way. */
const states = listStateStories({
  empty: '没有找到与“盲盒”相关的商品',
  error: '加载失败，点击重试',
  loading: 'busy',
  also: {
    error: ({ canvas }) => expect(canvas.queryAllByRole('link')).toHaveLength(0),
    loading: ({ canvas }) => expect(canvas.getByText('搜索结果')).toBeVisible(),
  },
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
