import { goodsDetailStory } from '@stories/support/goods-detail';
import { goodsIdOf, opts, tappable } from '@stories/support/shop';
import { listStateStories } from '@stories/support/states';
import { expect, screen, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import GoodsDetailPage from './GoodsDetailPage';

/** The goods detail screen (src/pages/GoodsDetailPage) on the seeded shop, as the `normal` persona. */
const meta = preview.meta({
  title: 'features/goods/GoodsDetail',
  ...goodsDetailStory(GoodsDetailPage),
});

/** A physical figure with two property axes: name, price of the default SKU, picker, chain info, buy button. */
export const Data = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: '星际旅人潮玩手办', level: 1 }, opts)).toBeVisible();
    await expect(canvas.getByTestId('goods-price')).toHaveTextContent('¥199.00');
    await expect(canvas.getByText('颜色')).toBeVisible();
    // Below the first screen: a moment after the rest (a deferred render).
    await expect(await canvas.findByText('链上信息', {}, opts)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '尚品潮玩' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/merchant\?address=0x/),
    );
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeEnabled();
  },
});

/** Skeletons under the title bar while the detail is on its way (the mock waits 2.5 s); HTTP 500 is a failure that
 * may pass, so the page offers a retry. */
const states = listStateStories({
  error: '加载失败',
  retry: true,
  loading: 'skeleton',
  also: {
    async loading({ canvas }) {
      await expect(canvas.getByText('商品详情')).toBeVisible();
      expect(canvas.queryByRole('button', { name: '立即购买' })).toBeNull();
    },
  },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/** An id the shop does not know: the mock answers an error envelope, the page says so. */
export const NotFound = meta.story({
  args: { goods: '' },
  async play({ canvas }) {
    await expect(await canvas.findByText('商品不存在或已下架', {}, opts)).toBeVisible();
    // The answer is final: no retry button that would only ask again.
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
});

/** A blind box lists its prizes with odds and stock, and links to the open records. */
export const BlindBox = meta.story({
  args: { goods: '山海经神兽盲盒' },
  async play({ canvas }) {
    const prizes = await canvas.findByRole('region', { name: '奖品与概率' }, opts);
    const list = within(prizes);
    await expect(list.getByText('山海经神兽盲盒·麒麟（隐藏款）')).toBeVisible();
    await expect(list.getByText('山海经神兽盲盒·青龙')).toBeVisible();
    await expect(list.getAllByText(/^\d+(\.\d+)?%$/)).toHaveLength(5);
    await expect(list.getByRole('link', { name: '开盒记录' })).toHaveAttribute(
      'href',
      `/blindbox-record/${goodsIdOf('山海经神兽盲盒')}`,
    );
  },
});

/** Every SKU sold: the buy button says so and is disabled. */
export const SoldOut = meta.story({
  args: { goods: '国潮熊猫徽章' },
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: '国潮熊猫徽章', level: 1 }, opts)).toBeVisible();
    await expect(canvas.getByText('库存 0')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '已售罄' })).toBeDisabled();
  },
});

/** Buy now opens the order popup; the stepper stops at the 3 teapots left in stock. */
export const BuyAtStockBound = meta.story({
  args: { goods: '手工紫砂壶·石瓢' },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '立即购买' }, opts));
    const dialog = within(await tappable(await screen.findByRole('dialog', { name: '确认订单' }, opts)));
    await expect(dialog.getByText('最多可买 3 件')).toBeVisible();
    const plus = dialog.getByRole('button', { name: /^(增加|increase)$/ });
    await userEvent.click(await tappable(plus));
    await userEvent.click(plus);
    await expect(dialog.getByRole('spinbutton')).toHaveValue('3');
    await expect(plus).toBeDisabled();
    await expect(dialog.getByTestId('submit-total')).toHaveTextContent('¥2640.00');
  },
});
