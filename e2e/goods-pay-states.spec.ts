import { goodsEndpoints } from '@contracts/goods';
import { paymentsEndpoints } from '@contracts/payments';
import type { Page } from '@playwright/test';
import { askBackend } from './support/call-endpoint';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { isEndpointCall, isEndpointUrl } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';
import type { Transport } from './support/transport';

// Goods pages render seeded descriptions, one of them hostile (support/csp-reports.ts; nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

/** The goodsId of a seeded goods, found as a shopper would search for it. */
async function goodsIdOf(backend: Transport, name: string): Promise<string> {
  const r = await askBackend(backend, goodsEndpoints.page, { vague: name, page: 1, size: 10 });
  const hit = r.body.data?.data.find((g) => g.spu.name === name);
  if (!hit) throw new Error(`no goods ${name}`);
  return hit.spu.goodsId;
}

/** From the goods page, buys 1 × 星际旅人潮玩手办 (烈焰红 / 标准版); lands on the pay page. */
async function placeOrder(page: Page, goodsId: string): Promise<string> {
  await page.goto(`/goods/${goodsId}`);
  await page.getByText('烈焰红', { exact: true }).click();
  await page.getByText('标准版', { exact: true }).click();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByTestId('submit-total')).toHaveText('¥209.00');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay-order\/\d{18}$/);
  return page.url().split('/').pop() as string;
}

// The pay journeys queue mock scenarios (POST /__mock/scenario), which the in-page mock of the msw project
// forgets at each navigation: like the other scenario journeys they run on prod-mock only (no @msw tag).

const heart = (page: Page) => page.getByRole('button', { name: /^(收藏|已收藏)$/ });

test('favourite: the heart shows set after the toggle and after a reload, read from GET /v/goods/favorite (B5)', {
  tag: '@msw',
}, async ({ page, loginAs, backend, axe }) => {
  await loginAs('newbie');
  const goodsId = await goodsIdOf(backend, '龙年生肖数字徽章');
  // The mock's detail carries no favourite flag, like the real one: the page can only learn it from the GET.
  const detail = await askBackend(backend, goodsEndpoints.detail, { goodsId });
  expect(detail.body.data).not.toHaveProperty('isFavorite');
  await page.goto(`/goods/${goodsId}`);
  await expect(heart(page)).toHaveText('收藏');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  // The heart flips at once (optimistic); the reload must wait for the toggle's answer, or it cancels the POST, and
  // for the two reads that answer starts (the favourites hook asks again for the favourite and the detail): a reload
  // with those in flight cut them off, and in the msw project the worker passed them to the static server (two 404s
  // in the console, a fresh-clone run on 2026-11-28).
  const toggleAnswered = () =>
    Promise.all([
      page.waitForResponse((r) => isEndpointCall(r.request(), goodsEndpoints.favorite)),
      page.waitForResponse((r) => isEndpointCall(r.request(), goodsEndpoints.favoriteState)),
      page.waitForResponse((r) => isEndpointCall(r.request(), goodsEndpoints.detail)),
    ]);
  const toggled = toggleAnswered();
  await heart(page).click();
  await toggled;
  await expect(heart(page)).toHaveText('已收藏');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heart(page)).toHaveText('已收藏');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await axe()).toEqual([]);
  // And off again, also after a reload.
  const untoggled = toggleAnswered();
  await heart(page).click();
  await expect(heart(page)).toHaveText('收藏');
  await untoggled;
  await page.reload();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
});

test('goods without a sale time are not on sale and offer no buy button; a future sale counts down (B8)', {
  tag: '@msw',
}, async ({ page, loginAs, backend, axe }) => {
  await loginAs('newbie');
  await page.goto(`/goods/${await goodsIdOf(backend, '手作漆器首饰盒（开售时间待定）')}`);
  await expect(page.getByRole('heading', { name: '手作漆器首饰盒（开售时间待定）', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '暂不可购买' })).toBeDisabled();
  await expect(page.getByText('开售时间尚未公布，暂时无法购买')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  expect(await axe()).toEqual([]);

  await page.goto(`/goods/${await goodsIdOf(backend, '青花瓷茶具套装（即将开售）')}`);
  const countdown = page.getByRole('button', { name: /^[12] 天 \d\d:\d\d:\d\d 后开售$/ });
  await expect(countdown).toBeDisabled();
  const first = await countdown.textContent();
  // It moves: the next second shows another time.
  await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
});

test('pay page with one chain: shown as the way to pay, no choice, and the wallet pays on it (B7)', async ({
  page,
  loginAs,
  installWallet,
  mock,
  backend,
  axe,
}) => {
  await loginAs('newbie');
  await installWallet('newbie');
  const goodsId = await goodsIdOf(backend, '星际旅人潮玩手办');
  await mock.scenario('pay-one-chain', { path: paymentsEndpoints.payType.path });
  await placeOrder(page, goodsId);
  const only = page.getByTestId('single-pay-type');
  await expect(only.getByText('USDT · BSC 链')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(page).toHaveURL(/\/pay-success\//, { timeout: 30_000 });
  await expect(page.getByText('支付成功', { exact: true })).toBeVisible();
});

test('pay page with no chain: payment not available now, no pay button, retry and back (B7)', async ({
  page,
  loginAs,
  installWallet,
  mock,
  backend,
  axe,
}) => {
  await loginAs('newbie');
  await installWallet('newbie');
  const goodsId = await goodsIdOf(backend, '星际旅人潮玩手办');
  await mock.scenario('pay-no-chain', { path: paymentsEndpoints.payType.path });
  const orderId = await placeOrder(page, goodsId);
  const box = page.getByTestId('payment-unavailable');
  await expect(box.getByText('暂时无法支付')).toBeVisible();
  await expect(box.getByText(/订单会保留到上方倒计时结束/)).toBeVisible();
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  expect(await axe()).toEqual([]);
  // Still none: asking again keeps the calm state.
  const asked = page.waitForResponse((r) => isEndpointUrl(r.url(), paymentsEndpoints.payType));
  await box.getByRole('button', { name: '重试' }).click();
  await asked;
  await expect(box.getByText('暂时无法支付')).toBeVisible();
  // The chains come back: the retry lists them and the wallet can pay.
  await mock.scenario('none');
  await box.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('radio', { name: 'BTY · 比特元链' })).toBeChecked();
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toBeVisible();
  await expect(page.getByTestId('payment-unavailable')).toHaveCount(0);
  // Back to the orders from the unavailable state.
  await mock.scenario('pay-no-chain', { path: paymentsEndpoints.payType.path });
  await page.goto(`/pay-order/${orderId}`);
  await page.getByTestId('payment-unavailable').getByRole('button', { name: '查看我的订单' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});
