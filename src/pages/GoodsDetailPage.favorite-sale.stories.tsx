import { UNDATED } from '@mocks/stories';
import { goodsDetailStory } from '@stories/support/goods-detail';
import { opts } from '@stories/support/shop';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import GoodsDetailPage from './GoodsDetailPage';

/**
 * The goods detail's favourite heart (docs/backend/corrections.md#b5-favorite: read from GET /v/goods/favorite, the
 * mock's detail carries no flag) and its sale-time states (docs/backend/corrections.md#b8-no-sale-time: no sale time,
 * not on sale yet), on the seeded shop.
 */
const meta = preview.meta({
  title: 'features/goods/GoodsFavoriteSale',
  ...goodsDetailStory(GoodsDetailPage),
});

type MswContext = { msw: { use: (...handlers: ReturnType<typeof http.post>[]) => void } };

/** The normal persona favourited this figure in the seed: the heart shows set, from the endpoint. */
export const FavouriteSet = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '已收藏' }, opts)).toHaveAttribute('aria-pressed', 'true');
  },
});

/** Goods the persona has not favourited: the heart is not set; a tap sets it. */
export const FavouriteNotSet = meta.story({
  args: { goods: '龙年生肖数字徽章' },
  async play({ canvas }) {
    const heart = await canvas.findByRole('button', { name: '收藏' }, opts);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  },
});

/** Toggles answered so far by FavouriteToggleFails' failing handler. */
let failedToggles = 0;

/** The toggle fails (code 1): the heart flips at once, then goes back with its counter once the answer comes. */
export const FavouriteToggleFails = meta.story({
  args: { goods: '龙年生肖数字徽章' },
  beforeEach: (ctx: object) => {
    failedToggles = 0;
    (ctx as MswContext).msw.use(
      http.post('*/api/v/goods/favorite', () => {
        failedToggles += 1;
        return HttpResponse.json({ code: 1, message: 'Internal error' });
      }),
    );
  },
  async play({ canvas }) {
    const heart = await canvas.findByRole('button', { name: '收藏' }, opts);
    const count = (await canvas.findByText(/^\d+ 人收藏$/, {}, opts)).textContent;
    await userEvent.click(heart);
    await waitFor(() => expect(failedToggles).toBe(1), opts);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false'),
      opts,
    );
    await expect(canvas.getByText(/^\d+ 人收藏$/)).toHaveTextContent(count ?? '');
  },
});

/** The same tap with the toggle answered: the heart shows set (positive control of the rollback above). */
export const FavouriteToggled = meta.story({
  args: { goods: '龙年生肖数字徽章' },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '收藏' }, opts));
    await expect(await canvas.findByRole('button', { name: '已收藏' }, opts)).toHaveAttribute('aria-pressed', 'true');
  },
});

/** No sale time (docs/backend/corrections.md#b8-no-sale-time): shown as not on sale, with why, and no buy button. */
export const NoSaleTime = meta.story({
  args: { goods: UNDATED.name },
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: UNDATED.name, level: 1 }, opts)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '暂不可购买' })).toBeDisabled();
    await expect(canvas.getByText('开售时间尚未公布，暂时无法购买')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '立即购买' })).toBeNull();
  },
});

/** A sale two days ahead: the disabled buy button counts down to it. */
export const SaleCountdown = meta.story({
  args: { goods: '青花瓷茶具套装（即将开售）' },
  async play({ canvas }) {
    const button = await canvas.findByRole('button', { name: /^[12] 天 \d\d:\d\d:\d\d 后开售$/ }, opts);
    await expect(button).toBeDisabled();
  },
});
