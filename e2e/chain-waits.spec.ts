import type { Page } from '@playwright/test';
import { api } from './after-purchase-kit';
import { expect, test } from './support/fixtures';

/**
 * Wallet pay against a chain that takes its time (the Express mock runs with --block-time 0; these tests set
 * the block time of their own shop through /__mock/chain/settings). The tracker must show the wait, survive
 * a reload, submit the hash once the chain has it, and show the chain's error of a reverted transaction.
 */

interface OrderInfo {
  orderId: string;
  status: number;
  expireTime: number;
  payHash: string;
}

/** An unpaid order of the signed-in persona still inside its 30-minute window. */
async function payableOrder(page: Page): Promise<string> {
  const list = await api<{ data: Array<{ info: OrderInfo }> }>(page, 'POST', '/api/v/order/info/page', {
    status: 0,
    size: 50,
  });
  const open = list.data.find((o) => o.info.expireTime > Date.now() + 5 * 60_000);
  expect(open, 'the normal persona has an unpaid order inside its window').toBeDefined();
  return open?.info.orderId ?? '';
}

async function orderInfo(page: Page, orderId: string): Promise<OrderInfo> {
  return (await api<{ info: OrderInfo }>(page, 'GET', `/api/v/order/info/detail?orderId=${orderId}`)).info;
}

const phase = (page: Page) => page.getByTestId('tx-phase');

test.beforeEach(async ({ loginAs, installWallet }) => {
  // Each journey waits on a chain and the shop in turn (receipt polls, backoff); on a shared 2-core machine its
  // setup alone took 17 s of the default 30.
  test.slow();
  await installWallet('normal');
  await loginAs('normal');
});

test('with a 3 s block time wallet pay shows the wait, then pays by itself', async ({ page, mock }) => {
  await mock.chain({ blockTimeMs: 3000 });
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(phase(page)).toContainText('等待链上确认');
  await expect(page.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/);
  // Nothing to press: once the block is mined the tracker tells the shop and the page moves on.
  await expect(page).toHaveURL(new RegExp(`/pay-success/${orderId}$`), { timeout: 20_000 });
  const paid = await orderInfo(page, orderId);
  expect(paid.status).toBe(1);
  expect(paid.payHash).toMatch(/^0x[0-9a-f]{64}$/);
});

test('a reload mid-wait resumes the same transaction; no second one is sent', async ({ page, mock, backend }) => {
  // A busy network: the block stays pending until the test mines it.
  await mock.chain({ blockTimeMs: 600_000 });
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  const hash = (await page.getByTestId('tx-hash').getAttribute('title')) ?? '';
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

  await page.reload();
  // The hash came back from localStorage: still waiting for the chain, and no pay button to send another.
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('title', hash);
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toHaveCount(0);
  const chain = await backend.call<{ pending: Array<{ hash: string }> }>('GET', '/__mock/chain');
  expect(chain.body.pending.map((p) => p.hash)).toEqual([hash]);

  await mock.mine(hash);
  await expect(page).toHaveURL(new RegExp(`/pay-success/${orderId}$`), { timeout: 20_000 });
  expect((await orderInfo(page, orderId)).payHash).toBe(hash);
});

test('a reverted payment shows the chain error, leaves the order unpaid and lets the shopper pay again', async ({
  page,
  mock,
}) => {
  await mock.chain({
    blockTimeMs: 0,
    next: [{ outcome: 'reverted', error: 'execution reverted: transfer amount exceeds balance' }],
  });
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'failed', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toContainText(
    '链上执行失败：execution reverted: transfer amount exceeds balance',
  );
  await expect(page.getByRole('alert')).toContainText('除网络手续费外未转移任何资产');
  expect((await orderInfo(page, orderId)).status).toBe(0);
  // A reverted tx moved nothing: paying again is allowed (the next tx mines).
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toBeEnabled();
});
