import { pageAt } from '@stories/support/page-frame';
import { listStateStories, type StateContext } from '@stories/support/states';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import HomePage from './HomePage';

/** The whole home tab: search + scan, banners, the notice strip and the goods feed. */
const meta = preview.meta({
  title: 'pages/HomePage',
  component: HomePage,
  render: pageAt('/', HomePage),
  parameters: { route: '/' },
});

const goodsLinks = (root: HTMLElement) => [...root.querySelectorAll('a[href^="/goods/"]')];

export const Data = meta.story({
  async play({ canvas, canvasElement }) {
    expect(canvas.getByPlaceholderText('搜索商品、商户地址或编号')).toBeVisible();
    expect(canvas.getByRole('button', { name: '扫一扫' })).toBeVisible();
    await waitFor(() => expect(goodsLinks(canvasElement).length).toBeGreaterThan(0), { timeout: 5000 });
    expect(canvas.getByRole('heading', { name: '为你推荐' })).toBeVisible();
    // Banners and the notice strip arrived with the feed.
    await waitFor(() => expect(canvasElement.querySelector('[aria-label="banners"] img')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('a[href^="/announcement/"]')).not.toBeNull());
  },
});

/** A keyword opens the search result page; blank input stays. */
export const Search = meta.story({
  async play({ canvas, userEvent }) {
    const box = canvas.getByPlaceholderText('搜索商品、商户地址或编号');
    await userEvent.type(box, '   {Enter}');
    expect(canvas.queryByRole('status', { name: 'location' })).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, '熊猫 徽章{Enter}');
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(
      `/result?keyword=${encodeURIComponent('熊猫 徽章')}`,
    );
  },
});

/** Where the data did not come, the decoration goes: no skeleton left, no banners, no notice strip. */
async function undecorated({ canvasElement }: StateContext) {
  await waitFor(() => expect(canvasElement.querySelector('[data-skeleton]')).toBeNull());
  expect(canvasElement.querySelector('[aria-label="banners"]')).toBeNull();
  expect(canvasElement.querySelector('[data-testid="notice-strip"]')).toBeNull();
}

/**
 * Loading: skeletons for the banner and the grid; the strip stays hidden until it has something. ServerError: the
 * feed offers a retry; search still works. Empty: an empty shop, the empty feed text.
 */
const states = listStateStories({
  loading: 'busy',
  error: '加载失败，点击重试',
  empty: '暂无商品',
  also: {
    loading({ canvasElement }) {
      expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(1);
      expect(goodsLinks(canvasElement)).toHaveLength(0);
      expect(canvasElement.querySelector('[data-testid="notice-strip"]')).toBeNull();
    },
    async error(ctx) {
      await undecorated(ctx);
      expect(ctx.canvas.getByPlaceholderText('搜索商品、商户地址或编号')).toBeEnabled();
    },
    async empty(ctx) {
      await undecorated(ctx);
      expect(goodsLinks(ctx.canvasElement)).toHaveLength(0);
    },
  },
});

export const Loading = meta.story(states.Loading);
export const ServerError = meta.story(states.ServerError);
export const Empty = meta.story(states.Empty);
