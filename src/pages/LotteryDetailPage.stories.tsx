import { resetDb } from '@mocks/stories';
import { pagesAt } from '@stories/support/page-frame';
import { loggedInAs } from '@stories/support/persona';
import { scenario } from '@stories/support/scenario';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import LotteryDetailPage from './LotteryDetailPage';
import LotteryListPage from './LotteryListPage';

/**
 * The lottery list and detail pages. Their phases compare the mock's times with the device clock, so
 * these stories seed the shop at the wall time instead of the preview's fixed date (then log in).
 */
const seededNow = async () => resetDb({ now: Date.now() });

const Pages = pagesAt({ '/lotteryList': LotteryListPage, '/lotteryDetail': LotteryDetailPage });

const meta = preview.meta({
  title: 'pages/LotteryPages',
  component: Pages,
  parameters: { route: '/lotteryList' },
  beforeEach: [seededNow, loggedInAs('normal')],
});

const body = () => within(document.body);

/** The list: my joined lottery is tagged; a card opens its detail. */
export const ListToDetail = meta.story({
  async play({ canvas, userEvent }) {
    const tags = await canvas.findAllByText('已参与', {}, { timeout: 5000 });
    const card = tags[0]?.closest('a') as HTMLAnchorElement;
    expect(card.getAttribute('href')).toMatch(/^\/lotteryDetail\?id=\d+$/);
    await userEvent.click(card);
    await expect(await canvas.findByText(/已参与，获得 \d+ 个签码/, {}, { timeout: 5000 })).toBeVisible();
  },
});

/** An open lottery: one tap joins it. */
export const Join = meta.story({
  parameters: { route: '/lotteryDetail?id=2' },
  async play({ canvas, userEvent }) {
    await expect(await canvas.findByText('尚未参与', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即参与' }));
    await waitFor(() => expect(body().getByText('参与成功')).toBeVisible(), { timeout: 5000 });
    await expect(await canvas.findByText(/已参与，获得 \d+ 个签码/, {}, { timeout: 5000 })).toBeVisible();
  },
});

/** A visitor is sent to login and brought back to this lottery. */
export const VisitorLogsIn = meta.story({
  parameters: { route: '/lotteryDetail?id=2' },
  beforeEach: loggedInAs(null),
  async play({ canvas, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: '登录后参与' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/lotteryDetail?id=2')}`,
    );
  },
});

/** Not started yet: no join button, the start countdown. */
export const NotStarted = meta.story({
  parameters: { route: '/lotteryDetail?id=1' },
  async play({ canvas }) {
    const notStarted = await canvas.findAllByText('未开始', {}, { timeout: 5000 });
    expect(notStarted.length).toBeGreaterThan(0);
    expect(canvas.getByText('距开始')).toBeVisible();
    expect(canvas.queryByRole('button', { name: '立即参与' })).toBeNull();
  },
});

export const UnknownId = meta.story({
  parameters: { route: '/lotteryDetail?id=abc' },
  async play({ canvas }) {
    await expect(canvas.getByText('抽签活动不存在')).toBeVisible();
  },
});

export const DetailError = meta.story({
  parameters: { route: '/lotteryDetail?id=2' },
  beforeEach: scenario('server-error'),
  async play({ canvas }) {
    await expect(await canvas.findByText('抽签加载失败', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const DetailLoading = meta.story({
  parameters: { route: '/lotteryDetail?id=2' },
  beforeEach: scenario('slow'),
  async play({ canvas, canvasElement }) {
    await expect(canvas.getByRole('heading', { name: '抽签详情' })).toBeVisible();
    expect(canvasElement.querySelector('[data-skeleton], .adm-skeleton-paragraph')).not.toBeNull();
  },
});
