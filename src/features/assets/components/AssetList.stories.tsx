import { asRealBackend, seenPaths } from '@stories/support/asset-real-backend';
import { as } from '@stories/support/persona';
import type { Canvas } from '@stories/support/play';
import { listStateStories } from '@stories/support/states';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { AssetList } from './AssetList';

const meta = preview.meta({
  title: 'features/assets/AssetList',
  component: AssetList,
  beforeEach: as('normal'),
});

/** The seeded groups both backends give: two 敦煌 tokens, the blind boxes tagged, the badge linking to its token. */
async function seededGroups(canvas: Canvas) {
  await canvas.findByRole('region', { name: '我的藏品' }, { timeout: 5000 });
  const dunhuang = within(canvas.getByRole('region', { name: '敦煌飞天数字藏品' }));
  await expect(dunhuang.getByText('持有 2 个')).toBeVisible();
  await expect(dunhuang.getAllByRole('link')).toHaveLength(2);
  const boxes = within(canvas.getByRole('region', { name: '山海经神兽盲盒' }));
  await expect(boxes.getAllByText('盲盒').length).toBeGreaterThan(0);
  // Past the first rows: a moment after them (a deferred render).
  const badge = within(await canvas.findByRole('region', { name: '国潮熊猫徽章' }, { timeout: 5000 }));
  await expect(badge.getByRole('link')).toHaveAttribute('href', '/asset/2025121600000541/50100000081');
  return badge;
}

/** The normal persona's tokens, one section per goods with its count; boxes and frozen tokens are tagged. */
export const GroupedByGoods = meta.story({
  async play({ canvas }) {
    const badge = await seededGroups(canvas);
    await expect(badge.getByText('转赠中')).toBeVisible();
  },
});

const states = listStateStories({
  // No token link; the only link is the empty state's next step, to the shop.
  newbie: { empty: '还没有藏品', next: { link: '去逛逛', href: '/' } },
  error: '加载失败，点击重试',
  retry: true,
  loading: 'skeleton',
  also: { loading: ({ canvas }) => expect(canvas.queryByRole('region', { name: '我的藏品' })).toBeNull() },
});

export const EmptyForNewbie = meta.story(states.EmptyForNewbie);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/**
 * A deployment without the token page (docs/backend/corrections.md#b9-not-served): one "No static resource" answer,
 * then the same groups read from /v/user/asset/page and one /v/user/asset/list per goods. That backend has no freeze state.
 */
export const ViaRealAssetEndpoints = meta.story({
  beforeEach: asRealBackend,
  async play({ canvas }) {
    const badge = await seededGroups(canvas);
    await expect(badge.queryByText('转赠中')).toBeNull();
    expect(seenPaths.filter((p) => p === '/api/v/user/asset/token/page')).toHaveLength(1);
    expect(seenPaths).toContain('/api/v/user/asset/page');
    const goods = canvas.getAllByRole('region').length - 1;
    expect(seenPaths.filter((p) => p === '/api/v/user/asset/list')).toHaveLength(goods);
    expect(document.body.textContent).not.toContain('No static resource');
  },
});
