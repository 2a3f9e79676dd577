import { installDemoWallet } from '@mocks/stories';
import { asRealBackend, seenPaths } from '@stories/support/asset-real-backend';
import { as } from '@stories/support/persona';
import { listStateStories } from '@stories/support/states';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import preview from '#.storybook/preview';
import AssetDetailPage from './AssetDetailPage';

/** Seeded holdings of the normal persona (mocks/domains/assets/seed.ts, default seed). */
const PLAIN = '/asset/2025121600000257/20300000120'; // 敦煌飞天数字藏品, no box, no delivery
const WITHDRAWABLE = '/asset/2025121600000151/10400000012'; // 星际旅人潮玩手办, expressType 1
const BOX = '/asset/2025121600000345/30100000000'; // 山海经神兽盲盒, an unopened box
const FROZEN = '/asset/2025121600000541/50100000081'; // 国潮熊猫徽章, freezeType 1 (being gifted)

function Page() {
  return (
    <Routes>
      <Route path="/asset/:goodsId/:token" element={<AssetDetailPage />} />
    </Routes>
  );
}

/** The demo EIP-1193 wallet as `window.ethereum` for one story; it sends to the mock chain ledger. */
function withDemoWallet() {
  installDemoWallet({ persona: 'normal', storage: null });
  return () => {
    const w = globalThis as { ethereum?: unknown; __mallDemo?: unknown };
    delete w.ethereum;
    delete w.__mallDemo;
  };
}

const page = () => within(document.body);

const meta = preview.meta({
  title: 'features/assets/AssetDetailPage',
  component: Page,
  parameters: { route: PLAIN },
  beforeEach: as('normal'),
});

export const Normal = meta.story({
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: /#120$/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('20300000120')).toBeVisible();
    await expect(canvas.getByText('链上信息')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '流转记录' })).toHaveAttribute(
      'href',
      '/circulation/2025121600000257/20300000120',
    );
    await expect(canvas.queryByRole('button', { name: '提货' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '开启盲盒' })).toBeNull();
  },
});

/** A deliverable token: the withdraw popup lists the address book with the default chosen. */
export const Withdrawable = meta.story({
  parameters: { route: WITHDRAWABLE },
  beforeEach: withDemoWallet,
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '提货' }, { timeout: 5000 }));
    await expect(await page().findByText('选择收货地址', {}, { timeout: 5000 })).toBeVisible();
    await expect(await page().findByText(/张伟/, {}, { timeout: 5000 })).toBeVisible();
    await expect(page().getByRole('button', { name: /确认提货（1 件）/ })).toBeEnabled();
  },
});

/** No wallet in this browser: in place of a dead button, how to open the shop in a wallet app. */
export const BlindBoxWithoutWallet = meta.story({
  parameters: { route: BOX },
  async play({ canvas }) {
    const notice = await canvas.findByTestId('no-wallet', {}, { timeout: 5000 });
    await expect(within(notice).getByText('未检测到钱包')).toBeVisible();
    await expect(within(notice).getByText(/复制本页链接，粘贴到钱包浏览器的地址栏/)).toBeVisible();
    await expect(within(notice).getByRole('button', { name: '复制本页链接' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '开启盲盒' })).toBeNull();
  },
});

/** No wallet: the withdraw popup still shows the address book, and says how to get a wallet. */
export const WithdrawWithoutWallet = meta.story({
  parameters: { route: WITHDRAWABLE },
  async play({ canvas }) {
    await userEvent.click(await canvas.findByRole('button', { name: '提货' }, { timeout: 5000 }));
    await expect(await page().findByText(/张伟/, {}, { timeout: 5000 })).toBeVisible();
    const notice = await page().findByTestId('no-wallet', {}, { timeout: 5000 });
    await expect(within(notice).getByText('未检测到钱包')).toBeVisible();
    await expect(page().queryByRole('button', { name: /确认提货/ })).toBeNull();
  },
});

/** Open a box with the demo wallet: the mock chain draws a prize and the reveal shows it. */
export const BlindBoxOpenAndReveal = meta.story({
  parameters: { route: BOX },
  beforeEach: withDemoWallet,
  async play({ canvas }) {
    const open = await canvas.findByRole('button', { name: '开启盲盒' }, { timeout: 5000 });
    await expect(open).toBeEnabled();
    await userEvent.click(open);
    const reveal = await page().findByRole('dialog', { name: '恭喜获得' }, { timeout: 10_000 });
    await expect(within(reveal).getByTestId('prize-name').textContent).toMatch(/ #\d+$/);
    await expect(within(reveal).getByRole('link', { name: '查看开盒记录' })).toHaveAttribute(
      'href',
      '/blindbox-record/2025121600000345',
    );
    // The box was burnt by the opening: behind the reveal the detail now says it is no longer held.
    await expect(await canvas.findByText('你当前未持有该藏品', {}, { timeout: 5000 })).toBeVisible();
  },
});

export const FrozenWithReason = meta.story({
  parameters: { route: FROZEN },
  beforeEach: withDemoWallet,
  async play({ canvas }) {
    await expect(await canvas.findByTestId('freeze-reason', {}, { timeout: 5000 })).toHaveTextContent('已冻结：转赠中');
    await expect(canvas.queryByRole('button', { name: '提货' })).toBeNull();
  },
});

export const NotHeld = meta.story({
  parameters: { route: '/asset/2025121600000257/20399999999' },
  async play({ canvas }) {
    await expect(await canvas.findByText('你当前未持有该藏品', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '流转记录' })).toBeVisible();
  },
});

const states = listStateStories({
  error: '加载失败，点击重试',
  loading: 'skeleton',
  also: {
    error: ({ canvas }) => expect(canvas.getByRole('heading', { name: '资产详情' })).toBeVisible(),
    loading: ({ canvas }) => expect(canvas.queryByText('链上信息')).toBeNull(),
  },
});

export const ServerError = meta.story(states.ServerError);
export const Loading = meta.story(states.Loading);

/**
 * A deployment without the token page (docs/backend/corrections.md#b9-not-served): the detail endpoint answers its six
 * real fields only, and the name, cover and actions come from /v/user/asset/list and /v/user/asset/page: the same screen.
 */
export const ViaRealAssetEndpoints = meta.story({
  parameters: { route: WITHDRAWABLE },
  beforeEach: asRealBackend,
  async play({ canvas }) {
    await expect(await canvas.findByRole('heading', { name: '星际旅人潮玩手办 #12' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('10400000012')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提货' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '星际旅人潮玩手办' })).toBeVisible();
    expect(seenPaths).toEqual(
      expect.arrayContaining(['/api/v/user/asset/detail', '/api/v/user/asset/list', '/api/v/user/asset/page']),
    );
    expect(seenPaths.filter((p) => p === '/api/v/user/asset/token/page')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('No static resource');
  },
});

/** The same for an unopened box: the open button comes from the list's blindBoxType. */
export const BlindBoxViaRealAssetEndpoints = meta.story({
  parameters: { route: BOX },
  beforeEach: [asRealBackend, withDemoWallet],
  async play({ canvas }) {
    await expect(await canvas.findByRole('button', { name: '开启盲盒' }, { timeout: 5000 })).toBeEnabled();
    await expect(canvas.getByRole('heading', { name: '山海经神兽盲盒 #0' })).toBeVisible();
  },
});
