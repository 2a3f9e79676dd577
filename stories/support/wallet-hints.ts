import { expect } from 'storybook/test';
import type { StateContext } from './states';

/**
 * The hint WeChat's built-in browser gets where a wallet is needed: how to open the page elsewhere. InAppWalletHint
 * shows it, and NoWalletNotice shows that same hint inside WeChat, so both stories check it the one way.
 */
export async function weChatHintShows(canvas: StateContext['canvas']) {
  await expect(canvas.getByText('请在浏览器或钱包 App 中打开')).toBeVisible();
  await expect(canvas.getByText(/微信内置的浏览器无法连接钱包/)).toBeVisible();
}
