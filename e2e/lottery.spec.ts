import { lotteriesEndpoints } from '@contracts/lotteries';
import { askEndpoint } from './support/call-endpoint';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';

// Seeded rich text carries script payloads: the sanitiser's parse is reported under the CSP (nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

test('a user joins an open lottery once; the second attempt is impossible', { tag: '@msw' }, async ({
  page,
  loginAs,
}) => {
  await page.goto('/');
  await loginAs('newbie');
  await page.goto('/lotteryDetail?id=2');
  const join = page.getByRole('button', { name: '立即参与' });
  await expect(join).toBeEnabled();
  await join.click();
  await expect(page.getByRole('button', { name: '已参与' })).toBeDisabled();
  await expect(page.getByText(/已参与，获得 \d+ 个签码/)).toBeVisible();
  // Even a hand-made second request is refused by the backend.
  const again = (await askEndpoint(page, lotteriesEndpoints.join, { id: 2 })).body;
  expect(again.code).not.toBe(0);
  expect(again.message).toContain('已参与');
});

test('a persona that needs real-name verification gets the dialog when joining', async ({ page, loginAs }) => {
  await page.goto('/');
  await loginAs('realname');
  await page.goto('/lotteryDetail?id=2');
  await page.getByRole('button', { name: '立即参与' }).click();
  await expect(page.getByRole('dialog').getByText('实名认证', { exact: true })).toBeVisible();
  await expect(page.getByText('该操作需要实名认证，是否立即认证？')).toBeVisible();
});

test('the lottery list shows phases with countdowns and keeps its place', async ({ page }) => {
  await page.goto('/lotteryList');
  await expect(page.getByText('未开始').first()).toBeVisible();
  await expect(page.getByText('进行中').first()).toBeVisible();
  await expect(page.getByText('已开奖').first()).toBeVisible();
  await expect(page.locator('time').first()).toHaveText(/\d{2}:\d{2}:\d{2}/);
});
