import { accountEndpoints } from '@contracts/account';
import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A frozen shopper (docs/backend/corrections.md#b4-frozen): the backend answers 303 to every request carrying the
 * token, anonymous ones included. The app shows one frozen-account screen, drops the token, and never toasts the backend's own
 * text ("=您的账号已被冻结…", with its literal "=") per request. The mock's `frozen` scenario, limited to one path,
 * stands for the backend noticing the frozen account on the first request that carries the token.
 */

const BACKEND_TEXT = '您的账号已被冻结';

/** Records any node that ever shows the backend's 303 text (a toast for a moment included). */
async function watchBackendText(page: Page) {
  await page.addInitScript((raw) => {
    const seen: string[] = [];
    (window as unknown as { __frozenSeen: string[] }).__frozenSeen = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if ((n.textContent ?? '').includes(raw)) seen.push(n.textContent ?? '');
    }).observe(document, { subtree: true, childList: true });
  }, BACKEND_TEXT);
}
const backendTextSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __frozenSeen: string[] }).__frozenSeen);

test('a frozen account sees one screen, the token is dropped, and contact support is one tap away', async ({
  page,
  loginAs,
  mock,
  axe,
}) => {
  await watchBackendText(page);
  await loginAs('normal');
  await mock.scenario('frozen', { path: accountEndpoints.info.path });
  await page.goto('/user');

  const dialog = page.getByRole('alertdialog', { name: '账号已冻结' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('请联系客服处理');
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('mall_token'))).toBeNull();
  expect(await axe()).toEqual([]);
  expect(await backendTextSeen(page)).toEqual([]);

  await dialog.getByRole('button', { name: '联系客服' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('客服渠道')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Logged out: the user centre offers login again, and no request carried the frozen token.
  await page.goto('/user');
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
  expect(await backendTextSeen(page)).toEqual([]);
  // Positive control: the watcher does see the backend's text when it appears.
  await page.evaluate(
    (t) => document.body.append(Object.assign(document.createElement('p'), { textContent: t })),
    `=${BACKEND_TEXT}`,
  );
  expect(await backendTextSeen(page)).toHaveLength(1);
});

test('a 303 on an anonymous endpoint (the home banners) shows the same screen; log out returns home', async ({
  page,
  loginAs,
  mock,
}) => {
  await watchBackendText(page);
  await loginAs('normal');
  await mock.scenario('frozen', { path: contentEndpoints.banners.path, count: 1 });
  await page.goto('/');

  const dialog = page.getByRole('alertdialog', { name: '账号已冻结' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('mall_token'))).toBeNull();
  expect(await backendTextSeen(page)).toEqual([]);
});

test('a frozen wallet that signs in sees the frozen-account screen, not the backend’s "=…" text', async ({
  page,
  installWallet,
}) => {
  await watchBackendText(page);
  await installWallet('frozen');
  await page.goto('/login');
  await page.getByRole('button', { name: '连接钱包登录' }).click();
  const dialog = page.getByRole('alertdialog', { name: '账号已冻结' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mall_token'))).toBeNull();
  expect(await backendTextSeen(page)).toEqual([]);
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('after logging out of the frozen screen the home feed loads again by itself (it had failed with 303)', async ({
  page,
  loginAs,
  mock,
}) => {
  await loginAs('normal');
  // The first feed request carries the frozen token (docs/backend/corrections.md#b4-frozen: 303 on anonymous reads
  // too); later ones carry none.
  await mock.scenario('frozen', { path: goodsEndpoints.page.path, count: 1 });
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: '账号已冻结' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // No "load failed" waiting for a tap: the feed is read again without the token and shows goods.
  await expect(page.getByRole('link', { name: '星际旅人潮玩手办' }).first()).toBeVisible();
  await expect(page.getByText('加载失败，点击重试')).toHaveCount(0);
});
