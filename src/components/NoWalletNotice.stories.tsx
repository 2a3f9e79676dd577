import { weChatHintShows } from '@stories/support/wallet-hints';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { NoWalletNotice } from './NoWalletNotice';

/** In place of a button that needs a wallet, when the device has none: how to get here in a wallet app. */
const meta = preview.meta({
  title: 'components/NoWalletNotice',
  component: NoWalletNotice,
  args: { inApp: null, href: 'https://mall.example/asset/1/2' },
});

/** A phone browser without a wallet: open the shop in a wallet app's browser, with the link to copy. */
export const InABrowser = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByText('未检测到钱包')).toBeVisible();
    await expect(canvas.getByText(/内置浏览器中打开本商城/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '复制本页链接' })).toBeVisible();
  },
});

/** Inside WeChat: first get out of WeChat's browser (its "···" menu), then the same. */
export const InWeChat = meta.story({
  args: { inApp: 'wechat' },
  async play({ canvas }) {
    await weChatHintShows(canvas);
    await expect(canvas.queryByTestId('no-wallet')).toBeNull();
  },
});
