import { persona } from '@mocks/stories';
import { listStateStories } from '@stories/support/states';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import MerchantPage from './MerchantPage';

const shop = persona('merchant').address;

/** The merchant page (src/pages/MerchantPage): the merchant card and its goods, by `?address=`. */
const meta = preview.meta({
  title: 'features/goods/MerchantPage',
  component: MerchantPage,
  parameters: { route: `/merchant?address=${shop}` },
});

const opts = { timeout: 5000 };

/** 尚品潮玩 with its address and a copy button; the feed holds only its own goods. */
export const Data = meta.story({
  async play({ canvas }) {
    const card = within(await canvas.findByRole('region', { name: '商户' }, opts));
    await expect(card.getByText('尚品潮玩')).toBeVisible();
    await expect(card.getByText(shop)).toBeVisible();
    await expect(card.getByRole('button', { name: '复制 商户地址' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^星际旅人潮玩手办/ }, opts)).toBeVisible();
    // 紫砂壶 belongs to the other merchant (链上好物).
    expect(canvas.queryByRole('link', { name: /^手工紫砂壶·石瓢/ })).toBeNull();
  },
});

/** No address in the link: a plain empty state, no requests. */
export const MissingAddress = meta.story({
  parameters: { route: '/merchant' },
  async play({ canvas }) {
    await expect(canvas.getByText('缺少商户地址')).toBeVisible();
  },
});

const states = listStateStories({
  error: '加载失败',
  loading: 'skeleton',
  also: {
    async error({ canvas }) {
      // Both the merchant card and its goods feed fail, each with its own retry.
      await expect(await canvas.findByText('加载失败，点击重试', {}, opts)).toBeVisible();
      await expect(canvas.getAllByRole('button', { name: '重试' })).toHaveLength(2);
    },
    async loading({ canvas }) {
      await expect(canvas.getByText('在售商品')).toBeVisible();
      expect(canvas.queryByRole('region', { name: '商户' })).toBeNull();
    },
  },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);
