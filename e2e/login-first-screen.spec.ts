import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAntd } from './support/hold-antd';

// A held file's handler may still be fetching when a test ends (its page then closes under it): stop routing
// without waiting for it, so teardown does not fail a test whose checks passed.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/**
 * The login screen's first screen renders without antd-mobile (issue 30): its button is a plain <button>
 * (src/components/button/PlainButton.tsx) and the in-app browsers' hint a plain notice line, so an anonymous
 * visit (often /orders from a shared link) paints without downloading antd-mobile's ~70 KiB. Proved by holding
 * back every JavaScript file that carries antd-mobile and using the screen. `npm run budget` checks the same on the
 * build (scripts/guards/budget/first-screen-files.ts).
 */
async function seesTheLoginScreen(page: Page) {
  // The app's, not the static shell's same words (index.html's login shape, hidden once the app renders).
  const app = page.locator('#root');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await expect(app.getByText('使用钱包签名登录，签名不会消耗 Gas 费用')).toBeVisible();
  await expect(page.getByRole('button', { name: '连接钱包登录' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /语言/ })).toBeVisible();
  await expect(app.getByText('登录即表示您同意服务条款和隐私政策')).toBeVisible();
}

test('login: the whole first screen renders and answers a tap while antd-mobile is held back', async ({
  page,
  axe,
}) => {
  await holdAntd(page);
  await page.goto('/login');
  await seesTheLoginScreen(page);
  expect(await axe()).toEqual([]);
  // No wallet in this browser: the tap runs the flow and says so, still without antd-mobile.
  await page.getByRole('button', { name: '连接钱包登录' }).click();
  await expect(page.getByRole('alert')).toContainText('未检测到钱包');
  await expect(page.getByRole('button', { name: '重新登录' })).toBeEnabled();
});

test('an anonymous visit to /orders shows the login screen while antd-mobile is held back', async ({ page }) => {
  await holdAntd(page);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await seesTheLoginScreen(page);
});

/** WeChat's built-in browser on Android (a real user agent): no wallet there, so the screen says how to get out. */
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; V2227A Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the in-app hint and its copy button render while antd-mobile is held back', async ({ page, axe }) => {
    await holdAntd(page);
    await page.goto('/login');
    const hint = page.getByRole('region', { name: '请在浏览器或钱包 App 中打开' });
    await expect(hint).toContainText('微信内置的浏览器无法连接钱包');
    await expect(hint.getByRole('button', { name: '复制链接' })).toBeVisible();
    await seesTheLoginScreen(page);
    expect(await axe()).toEqual([]);
  });
});

test('control: signed in, /orders renders the orders page, which needs antd-mobile, and it waits for it', async ({
  page,
  loginAs,
}) => {
  await loginAs('normal');
  const held = await holdAntd(page);
  await page.goto('/orders');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('#root')).toBeEmpty();
});
