import type { DataOf } from '@contracts/core/endpoint';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { ordersEndpoints } from '@contracts/orders';
import type { Page } from '@playwright/test';
import { heldTokens } from './after-purchase';
import { callEndpoint } from './call-endpoint';
import { expect } from './fixtures';

/**
 * The four money actions started from their screens, as a shopper does (chain-waits*.spec.ts and
 * money-unseen.spec.ts share them): pay, open a blind box, withdraw for delivery, a refund's token return.
 */

export type OrderInfo = DataOf<typeof ordersEndpoints.detail>['info'];

export async function orderInfo(page: Page, orderId: string): Promise<OrderInfo> {
  return (await callEndpoint(page, ordersEndpoints.detail, { orderId })).info;
}

/** An unpaid order of the signed-in persona still inside its 30-minute window. */
export async function payableOrder(page: Page): Promise<string> {
  const list = await callEndpoint(page, ordersEndpoints.page, { status: 0, size: 50 });
  const open = list.data.find((o) => o.info.expireTime > Date.now() + 5 * 60_000);
  expect(open, 'the normal persona has an unpaid order inside its window').toBeDefined();
  return open?.info.orderId ?? '';
}

/** Opens the pay page of a payable order and pays with the wallet; returns the order id. */
export async function startPay(page: Page): Promise<string> {
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  return orderId;
}

export async function openUnopenedBox(page: Page): Promise<{ goodsId: string; tokenId: number }> {
  await page.goto('/');
  const box = (await heldTokens(page)).find((t) => t.blindBoxType === 1 && t.freezeType === 0);
  expect(box, 'the normal persona holds an unopened box').toBeDefined();
  const { goodsId, tokenId } = box ?? { goodsId: '', tokenId: 0 };
  await page.goto(`/asset/${goodsId}/${tokenId}`);
  await page.getByRole('button', { name: '开启盲盒' }).click();
  return { goodsId, tokenId };
}

export async function startWithdraw(page: Page): Promise<number> {
  await page.goto('/');
  const token = (await heldTokens(page)).find((t) => t.expressType === 1 && t.freezeType === 0);
  expect(token, 'the normal persona holds a token that can be delivered').toBeDefined();
  await page.goto(`/asset/${token?.goodsId}/${token?.tokenId}`);
  await page.getByRole('button', { name: '提货' }).click();
  // The persona's default ship-to address is chosen.
  await page.getByRole('button', { name: /确认提货/ }).click();
  return token?.tokenId ?? 0;
}

export async function startRefund(page: Page): Promise<string> {
  await page.goto('/orders?status=1');
  await page.getByRole('button', { name: '查看详情' }).first().click();
  await expect(page).toHaveURL(/\/order-detail\/\d+$/);
  const orderId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: '申请退款' }).click();
  await page.getByPlaceholder('请说明退款原因（选填）').fill('不想要了');
  await page.getByRole('button', { name: '用钱包退回通证并提交' }).click();
  return orderId;
}

/** The delivery orders the shop recorded under `hash` (the withdrawal's). */
export async function deliveriesOf(page: Page, hash: string): Promise<string[]> {
  const found = await callEndpoint(page, deliveriesEndpoints.page, { vague: hash });
  return found.data.map((d) => d.express.orderId);
}
