import { ordersEndpoints } from '@contracts/orders';
import { askEndpoint } from './support/call-endpoint';
import { expect, test } from './support/fixtures';

/**
 * docs/backend/corrections.md#b6-refusal-codes: an action the order's state no longer allows is refused by the real
 * backend with code 2 "请求过于频繁，请稍后再试" (a lost conditional update) or code 1 "参数错误，请检查输入". The shopper is told what happened instead, and the
 * screen refreshes to the order's real state. Here the order expires (30 minutes on the mock clock) while its
 * detail is open with the cancel button still showing.
 */
test('cancelling an order that expired meanwhile says so, never "too many requests"', async ({
  page,
  loginAs,
  mock,
}) => {
  await loginAs('normal');
  await page.goto('/');
  const orders = (await askEndpoint(page, ordersEndpoints.page, { page: 1, size: 20, status: 0 })).body.data;
  const orderId = orders?.data.find((o) => o.info.status === 0)?.info.orderId ?? '';
  expect(orderId).toMatch(/^\d{18}$/);

  await page.goto(`/order-detail/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await mock.clock({ advanceMs: 31 * 60_000 });
  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确认' }).click();

  await expect(page.getByText('订单状态已变化（可能已付款、已撤销或已超时），不能再撤销，已为你刷新')).toBeVisible();
  await expect(page.getByText('请求过于频繁')).toHaveCount(0);
  await expect(page.getByTestId('order-status')).toHaveText('已超时');
});
