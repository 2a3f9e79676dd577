import { chainEndpoints } from '@contracts/chain';
import { ordersEndpoints } from '@contracts/orders';
import type { Page } from '@playwright/test';
import { heldTokens } from './support/after-purchase';
import { deliveriesOf, openUnopenedBox, orderInfo, startRefund, startWithdraw } from './support/chain-actions';
import {
  BUSY_CHAIN,
  expectLaggedSubmissions,
  onMockTime,
  pendingHashes,
  phase,
  recordSubmittedHashes,
  runTrackerUntil,
  SLOW_CHAIN,
  shownHash,
  textIs,
  urlMatches,
  visible,
  waitingHash,
} from './support/chain-waits';
import { expect, test } from './support/fixtures';
import type { MockControl } from './support/mock-control';
import { chainRpcCalls, reloadWithoutWallet } from './support/wallet';

/**
 * Open a blind box, withdraw to delivery and a refund's token return against a chain that takes its time and
 * a backend whose own node sees it 10 s late (chain-waits.spec.ts does the same for pay). Each action: with a
 * 3 s block the wait shows and the action ends by itself, the backend's "no receipt yet" answers waited out;
 * on a busy network (a block held until the test mines it, so the reload surely lands mid-wait) a reload
 * without a wallet resumes the same transaction from the chain's RPC, no second one is sent, and the end
 * state is right. On mock time, as chain-waits.spec.ts.
 */

test.beforeEach(async ({ page, mock, loginAs, installWallet }) => {
  await onMockTime(page, mock);
  await installWallet('normal');
  await loginAs('normal');
});

async function expectPrize(page: Page, mock: MockControl, tokenId: number): Promise<void> {
  const reveal = page.getByRole('dialog', { name: '恭喜获得' });
  await runTrackerUntil(page, mock, visible(reveal.getByTestId('prize-name')));
  await expect(reveal).toBeVisible();
  await expect(reveal.getByTestId('prize-name')).toHaveText(/ #\d+$/);
  // The box is burnt: the persona no longer holds it.
  expect((await heldTokens(page)).some((t) => t.tokenId === tokenId)).toBe(false);
}

test('open box, 3 s blocks, the backend 10 s behind: the wait shows, then the prize by itself', async ({
  page,
  mock,
}) => {
  await mock.chain(SLOW_CHAIN);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  const { tokenId } = await openUnopenedBox(page);
  const hash = await waitingHash(page);
  await expect(page.getByRole('link', { name: '在区块浏览器查看' }).first()).toHaveAttribute('href', /\/tx\/0x/);
  await expectPrize(page, mock, tokenId);
  expectLaggedSubmissions(submitted, hash);
});

test('open box: a reload without a wallet mid-wait resumes the same transaction; no second one', async ({
  page,
  mock,
  backend,
}) => {
  await mock.chain(BUSY_CHAIN);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  const { tokenId } = await openUnopenedBox(page);
  const hash = await waitingHash(page);

  await reloadWithoutWallet(page);
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(shownHash(page)).toHaveAttribute('title', hash);
  await expect(page.getByRole('button', { name: '开启盲盒' })).toHaveCount(0);
  expect(await pendingHashes(backend)).toEqual([hash]);

  await mock.mine(hash);
  await expectPrize(page, mock, tokenId);
  expect(chainRpcCalls(page)).toContainEqual({ chainId: 2999, method: 'eth_getTransactionReceipt' });
  expectLaggedSubmissions(submitted, hash);
});

async function expectDelivery(page: Page, mock: MockControl, hash: string): Promise<void> {
  await runTrackerUntil(page, mock, urlMatches(page, /\/withdraw-success\/\d{18}$/));
  const orderId = page.url().split('/').pop() ?? '';
  expect(await deliveriesOf(page, hash)).toEqual([orderId]);
}

test('withdraw, 3 s blocks, the backend 10 s behind: the wait shows, then the delivery order', async ({
  page,
  mock,
}) => {
  await mock.chain(SLOW_CHAIN);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  await startWithdraw(page);
  const hash = await waitingHash(page);
  await expectDelivery(page, mock, hash);
  expectLaggedSubmissions(submitted, hash);
});

test('withdraw: a reload without a wallet mid-wait resumes the same transaction; no second one', async ({
  page,
  mock,
  backend,
}) => {
  await mock.chain(BUSY_CHAIN);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  await startWithdraw(page);
  const hash = await waitingHash(page);

  await reloadWithoutWallet(page);
  // The popup is gone; in place of the withdraw button the page shows the transaction on its way.
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(shownHash(page)).toHaveAttribute('title', hash);
  await expect(page.getByRole('button', { name: '提货', exact: true })).toHaveCount(0);
  expect(await pendingHashes(backend)).toEqual([hash]);

  await mock.mine(hash);
  await expectDelivery(page, mock, hash);
  expect(chainRpcCalls(page)).toContainEqual({ chainId: 2999, method: 'eth_getTransactionReceipt' });
  expectLaggedSubmissions(submitted, hash);
});

async function expectRefundApplied(page: Page, mock: MockControl, orderId: string, hash: string): Promise<void> {
  const status = page.getByTestId('order-status');
  await runTrackerUntil(page, mock, textIs(page, 'order-status', '申请退款'));
  await expect(status).toHaveText('申请退款');
  await expect(page.getByText('不想要了')).toBeVisible();
  expect((await orderInfo(page, orderId)).refundApplyTxHash?.toLowerCase()).toBe(hash);
}

test('refund return, 3 s blocks, the backend 10 s behind: the wait shows, then the refund is applied', async ({
  page,
  mock,
}) => {
  await mock.chain(SLOW_CHAIN);
  const submitted = recordSubmittedHashes(page, ordersEndpoints.refundApply);
  const orderId = await startRefund(page);
  const hash = await waitingHash(page);
  await expectRefundApplied(page, mock, orderId, hash);
  expectLaggedSubmissions(submitted, hash);
});

test('refund return: a reload without a wallet mid-wait resumes the same transaction; no second one', async ({
  page,
  mock,
  backend,
}) => {
  await mock.chain(BUSY_CHAIN);
  const submitted = recordSubmittedHashes(page, ordersEndpoints.refundApply);
  const orderId = await startRefund(page);
  const hash = await waitingHash(page);

  await reloadWithoutWallet(page);
  await expect(page.getByTestId('order-status')).toHaveText('已付款');
  // Coming back to the refund shows the same transaction on its way, and nothing to send another with.
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(shownHash(page)).toHaveAttribute('title', hash);
  // No wallet on this page: nothing to send another transaction with.
  await expect(page.getByRole('button', { name: '用钱包退回通证并提交' })).toHaveCount(0);
  expect(await pendingHashes(backend)).toEqual([hash]);

  await mock.mine(hash);
  await expectRefundApplied(page, mock, orderId, hash);
  expect(chainRpcCalls(page)).toContainEqual({ chainId: 2999, method: 'eth_getTransactionReceipt' });
  expectLaggedSubmissions(submitted, hash);
});
