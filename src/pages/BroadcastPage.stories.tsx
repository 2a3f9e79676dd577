import { pageAt } from '@stories/support/page-frame';
import { listStateStories } from '@stories/support/states';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import BroadcastPage from './BroadcastPage';

/** The broadcast tab: a title bar without a back arrow over the notice feed (stories of its own). */
const meta = preview.meta({
  title: 'pages/BroadcastPage',
  component: BroadcastPage,
  render: pageAt('/broadcast', BroadcastPage),
  parameters: { route: '/broadcast' },
});

/** Pinned notices first; a tap opens the notice's page. */
export const Data = meta.story({
  async play({ canvas, userEvent }) {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    const links = await canvas.findAllByRole('link', {}, { timeout: 5000 });
    const href = links[0]?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/announcement\/\d+$/);
    await userEvent.click(links[0] as HTMLElement);
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(href);
  },
});

const states = listStateStories({
  empty: '暂无公告',
  error: '公告加载失败',
  loading: 'status',
  also: { loading: ({ canvas }) => expect(canvas.queryAllByRole('link')).toHaveLength(0) },
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
