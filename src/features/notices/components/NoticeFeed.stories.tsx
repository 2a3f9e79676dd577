import { listStateStories } from '@stories/support/states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoticeArticle } from './NoticeArticle';
import { NoticeFeed } from './NoticeFeed';

const meta = { title: 'features/notices/NoticeFeed', component: NoticeFeed } satisfies Meta<typeof NoticeFeed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  async play({ canvas }) {
    const links = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/announcement\/\d+$/));
    await expect(canvas.getAllByText('置顶').length).toBeGreaterThan(0);
  },
};

const states = listStateStories({
  empty: '暂无公告',
  error: '公告加载失败',
  loading: 'status',
});

export const Empty: Story = states.Empty;
export const ServerError: Story = states.ServerError;
export const Loading: Story = states.Loading;

/** The seeded hostile notice (id 21): its payloads are stripped by the sanitiser. */
export const HostileArticle: StoryObj<typeof NoticeArticle> = {
  render: () => <NoticeArticle id={21} />,
  async play({ canvas, canvasElement }) {
    await canvas.findByText('带事件属性的段落', {}, { timeout: 5000 });
    expect(canvasElement.querySelectorAll('script, iframe, [onerror], [onclick]')).toHaveLength(0);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  },
};
export const ArticleNotFound: StoryObj<typeof NoticeArticle> = {
  render: () => <NoticeArticle id={99999} />,
  async play({ canvas }) {
    await expect(await canvas.findByText('公告不存在或已下线', {}, { timeout: 5000 })).toBeVisible();
  },
};
/** The article's failed load: the factory's ServerError state (scenario and check), around one article. */
const articleStates = listStateStories({ error: '公告加载失败' });
export const ArticleError: StoryObj<typeof NoticeArticle> = {
  render: () => <NoticeArticle id={1} />,
  ...articleStates.ServerError,
};
