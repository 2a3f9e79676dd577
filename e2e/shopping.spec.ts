import type { Page } from '@playwright/test';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';

// The journeys buy 星际旅人潮玩手办, whose seeded description is hostile: Chromium logs the inline handler the
// sanitiser parsed (support/csp-reports.ts; nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

/** Browse from home to a goods detail, pick 烈焰红 / 标准版 and place the order; lands on the pay page. */
async function placeOrder(page: Page, goods = '星际旅人潮玩手办'): Promise<string> {
  await page.goto('/');
  await page.getByRole('link', { name: goods }).first().click();
  await expect(page).toHaveURL(/\/goods\//);
  await page.getByText('烈焰红', { exact: true }).click();
  await page.getByText('标准版', { exact: true }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(page.getByTestId('submit-total')).toHaveText('¥209.00');
  // A double tap must still make one order (the popup ignores taps while one is in flight).
  await submit.dblclick();
  await expect(page).toHaveURL(/\/pay-order\/\d{18}$/);
  return page.url().split('/').pop() as string;
}

test('browse → detail → SKU → submit → pay by wallet → success → listed as paid', { tag: '@msw' }, async ({
  page,
  loginAs,
  installWallet,
}) => {
  await loginAs('newbie');
  await installWallet('newbie');
  await placeOrder(page);
  await expect(page.getByTestId('pay-amount')).toHaveText('¥209.00');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(page).toHaveURL(/\/pay-success\//);
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByTestId('order-status').first()).toHaveText('已付款');
});

test('offline payment: a wrong password is refused; the right one awaits the merchant, whose agreement pays', {
  tag: '@msw',
}, async ({ page, loginAs, mock }) => {
  await loginAs('newbie');
  const orderId = await placeOrder(page);
  await page.getByRole('tab', { name: '线下支付' }).click();
  const password = page.getByPlaceholder('请输入操作密码');
  await password.fill('000000');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('alert')).toHaveText('操作密码错误');
  await expect(password).toHaveValue('');
  await password.fill('123456');
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByText('等待商家确认收款')).toBeVisible();
  await mock.offlineConfirm(orderId, 1);
  // The page polls the order and moves on by itself once the merchant has agreed.
  await expect(page).toHaveURL(new RegExp(`/pay-success/${orderId}$`), { timeout: 15_000 });
});

test('cancel an unpaid order after confirming', async ({ page, loginAs }) => {
  await loginAs('newbie');
  const orderId = await placeOrder(page);
  await page.goto(`/order-detail/${orderId}`);
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已撤销');
});

// The reload waits for the pay page's own requests. In the mock-ui build, MSW's worker drops a page from its
// clients when the page announces its unload (beforeunload) and passes that page's later requests to the network,
// where `vite preview` has no /api and answers 404: the likely source of the 404 the console guard once caught
// here (2 of 5 runs). Not reproduced since (0 of 20 runs, with and without this wait).
test('an order expires after 30 minutes and can no longer be paid', { tag: '@msw' }, async ({
  page,
  loginAs,
  mock,
}) => {
  await loginAs('newbie');
  await placeOrder(page);
  // The pay page has its order and pay types: the wallet tab shows its button (a wallet in the page, msw) or the
  // no-wallet notice (prod-mock installs none here).
  await expect(page.getByRole('button', { name: '使用钱包支付' }).or(page.getByText(/^未检测到钱包/))).toBeVisible();
  await mock.clock({ advanceMs: 31 * 60_000 });
  await page.reload();
  await expect(page.getByText('订单已超时')).toBeVisible();
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toHaveCount(0);
});

test('refund apply: return the tokens with the wallet, note kept in the timeline', async ({
  page,
  loginAs,
  installWallet,
}) => {
  await loginAs('normal');
  await installWallet('normal');
  await page.goto('/orders?status=1');
  await page.getByRole('button', { name: '查看详情' }).first().click();
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByPlaceholder('请说明退款原因（选填）').fill('不想要了');
  await page.getByRole('button', { name: '用钱包退回通证并提交' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('申请退款');
  await expect(page.getByText('不想要了')).toBeVisible();
});

test('blind-box records page by 10', async ({ page }) => {
  await page.goto('/result?keyword=赛博朋克');
  await page.getByRole('link', { name: '赛博朋克机甲盲盒' }).click();
  await expect(page.getByText('奖品与概率')).toBeVisible();
  await page.getByRole('link', { name: '开盒记录' }).click();
  await expect(page).toHaveURL(/\/blindbox-record\//);
  const rows = page.locator('.adm-list-item');
  // Pages of 10 arrive as the list scrolls (26 seeded records: 10 + 10 + 6), then the end is announced.
  await expect(rows.first()).toBeVisible();
  const end = page.getByText('没有更多记录了');
  // Scroll to the last row on every poll until the end is announced: a condition, not a fixed pause.
  await expect
    .poll(
      async () => {
        await rows.last().scrollIntoViewIfNeeded();
        return end.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(rows).toHaveCount(26);
});

test('search with no results says so', async ({ page }) => {
  await page.goto('/result?keyword=zzz不存在');
  await expect(page.getByText('没有找到与“zzz不存在”相关的商品')).toBeVisible();
});

test('a sold-out item cannot be bought', async ({ page }) => {
  await page.goto('/result?keyword=国潮熊猫');
  await page.getByRole('link', { name: '国潮熊猫徽章' }).click();
  await expect(page.getByRole('button', { name: '已售罄' })).toBeDisabled();
});
