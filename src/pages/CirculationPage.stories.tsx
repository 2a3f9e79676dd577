import { asRealBackend } from '@stories/support/asset-real-backend';
import { pageAt } from '@stories/support/page-frame';
import { as } from '@stories/support/persona';
import { listStateStories, type StateContext } from '@stories/support/states';
import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import CirculationPage from './CirculationPage';

/** A token the normal persona bought from the merchant (mocks/domains/assets/seed.ts, default seed). */
const TOKEN = '/circulation/2025121600000257/20300000120';

/** The page needs no login: circulation records are public. */
const meta = preview.meta({
  title: 'features/assets/CirculationPage',
  component: CirculationPage,
  render: pageAt('/circulation/:goodsId/:token', CirculationPage),
  parameters: { route: TOKEN },
});

export const Data = meta.story({
  async play({ canvas }) {
    const record = await canvas.findByRole('article', { name: '一级购买' }, { timeout: 5000 });
    await expect(within(record).getByText('成功')).toBeVisible();
    await expect(within(record).getByText(/从 商户 0x\w{4}…\w{4} → 至 用户 0xf39f…2266/)).toBeVisible();
    await expect(within(record).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tx\/0x[0-9a-f]{64}$/),
    );
    await expect(canvas.getByRole('heading', { name: '流转记录' })).toBeVisible();
  },
});

const noRecord = ({ canvas }: StateContext) => expect(canvas.queryByRole('article')).toBeNull();
const states = listStateStories({
  empty: '暂无流转记录',
  error: '加载失败，点击重试',
  retry: true,
  loading: 'skeleton',
  also: { empty: noRecord, loading: noRecord },
});

export const Empty = meta.story(states.Empty);
export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/**
 * A deployment without /rest (docs/backend/corrections.md#b9-not-served): no transfer records to give, so the token as
 * the signed-in shopper holds it now, read from /v/user/asset/*, with its contract on the explorer; never "not available here" for a holder.
 */
export const OnTheBackendWithoutRest = meta.story({
  beforeEach: [as('normal'), asRealBackend],
  async play({ canvas }) {
    const held = await canvas.findByRole('article', { name: '当前持有' }, { timeout: 5000 });
    await expect(held).toHaveTextContent(/数量 1 · 更新于/);
    await expect(canvas.getByRole('link', { name: '在区块浏览器查看合约' })).toBeVisible();
    await expect(canvas.queryByTestId('not-available')).toBeNull();
  },
});
