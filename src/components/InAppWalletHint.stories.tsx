import { weChatHintShows } from '@stories/support/wallet-hints';
import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { InAppWalletHint } from './InAppWalletHint';

/** Where a wallet is needed, inside another app's built-in browser: how to get to a wallet. */
const meta = preview.meta({
  title: 'components/InAppWalletHint',
  component: InAppWalletHint,
  args: { inApp: 'wechat', href: 'https://mall.example/login' },
});

export const InWeChat = meta.story({
  async play({ canvas }) {
    await weChatHintShows(canvas);
    await expect(canvas.getByRole('button', { name: '复制链接' })).toBeVisible();
  },
});

export const InAlipay = meta.story({
  args: { inApp: 'alipay' },
  async play({ canvas }) {
    await expect(canvas.getByText(/支付宝内置的浏览器无法连接钱包/)).toBeVisible();
  },
});

/** A real browser (or our own app): nothing to say. */
export const InABrowser = meta.story({
  args: { inApp: null },
  async play({ canvasElement }) {
    await expect(canvasElement.querySelector('[data-testid="in-app-hint"]')).toBeNull();
  },
});
