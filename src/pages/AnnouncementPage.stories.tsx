import { pageAt } from '@stories/support/page-frame';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import AnnouncementPage from './AnnouncementPage';

const meta = preview.meta({
  title: 'pages/AnnouncementPage',
  component: AnnouncementPage,
  render: pageAt('/announcement/:id', AnnouncementPage),
  parameters: { route: '/announcement/2' },
});

const xss = () => (window as unknown as { __xss?: number }).__xss;

/** A seeded notice: title, time, cover and its rich text (list, safe external link). */
export const Data = meta.story({
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { name: '公告详情' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '新春抽签活动正式开启' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(canvas.getByText('活动解释权归平台所有')).toBeVisible();
    expect(canvasElement.querySelector('article time, article p')).not.toBeNull();
  },
});

/** The seeded hostile notice (id 21): scripts, handlers, javascript: links and iframes are removed. */
export const SanitisedHostileHtml = meta.story({
  parameters: { route: '/announcement/21' },
  async play({ canvas, canvasElement, userEvent }) {
    await canvas.findByRole('heading', { level: 2, name: '【安全测试】含脚本的公告' }, { timeout: 5000 });
    const article = canvasElement.querySelector('article') as HTMLElement;
    expect(article.querySelectorAll('script, iframe, [onerror], [onclick]')).toHaveLength(0);
    expect(article.querySelector('a[href^="javascript:"]')).toBeNull();
    // The harmless parts stay: the text, the poster image.
    expect(canvas.getByText('带事件属性的段落')).toBeVisible();
    expect(canvas.getByRole('img', { name: '活动海报' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('带事件属性的段落'));
    await userEvent.click(canvas.getByText('点我领取福利'));
    expect(xss()).toBeUndefined();
  },
});

/** An unknown id (the server answers no data) and a non-numeric id (never sent) read "not found". */
export const UnknownId = meta.story({
  parameters: { route: '/announcement/99999' },
  async play({ canvas }) {
    await expect(await canvas.findByText('公告不存在或已下线', {}, { timeout: 5000 })).toBeVisible();
  },
});
export const BadId = meta.story({
  parameters: { route: '/announcement/abc' },
  async play({ canvas }) {
    await expect(canvas.getByText('公告不存在或已下线')).toBeVisible();
  },
});

/** A paragraph skeleton while the notice is on its way. */
const states = listStateStories({
  error: '公告加载失败',
  retry: true,
  loading: 'skeleton',
  also: { loading: ({ canvas }) => expect(canvas.queryByRole('article')).toBeNull() },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
