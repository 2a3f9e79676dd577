import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { NoticeArticle } from './NoticeArticle';
import { NoticeFeed } from './NoticeFeed';

const meta = preview.meta({ title: 'features/notices/NoticeFeed', component: NoticeFeed });

export const Data = meta.story({
  async play({ canvas }) {
    const links = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/announcement\/\d+$/));
    await expect(canvas.getAllByText('置顶').length).toBeGreaterThan(0);
  },
});

const states = listStateStories({
  empty: '暂无公告',
  error: '公告加载失败',
  loading: 'status',
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/** The seeded hostile notice (id 21): its payloads are stripped by the sanitiser. */
export const HostileArticle = meta.story({
  render: () => <NoticeArticle id={21} />,
  async play({ canvas, canvasElement }) {
    await canvas.findByText('带事件属性的段落', {}, { timeout: 5000 });
    expect(canvasElement.querySelectorAll('script, iframe, [onerror], [onclick]')).toHaveLength(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  },
});
export const ArticleNotFound = meta.story({
  render: () => <NoticeArticle id={99999} />,
  async play({ canvas }) {
    await expect(await canvas.findByText('公告不存在或已下线', {}, { timeout: 5000 })).toBeVisible();
  },
});
/** The article's failed load: the factory's ServerError state (scenario and check), around one article. */
const articleStates = listStateStories({ error: '公告加载失败' });
export const ArticleError = meta.story({
  render: () => <NoticeArticle id={1} />,
  ...articleStates.ServerError,
});
