import { paymentsEndpoints } from '@contracts/payments';
import type { Page } from '@playwright/test';
import { orderInfo, payableOrder } from './support/chain-actions';
import {
  BUSY_CHAIN,
  expectLaggedSubmissions,
  onMockTime,
  phaseIs,
  recordSubmittedHashes,
  runTrackerUntil,
  SLOW_CHAIN,
  urlMatches,
  waitingHash,
} from './support/chain-waits';
import { expect, test } from './support/fixtures';
import { chainRpcCalls, reloadWithoutWallet } from './support/wallet';

/**
 * Wallet pay against a chain that takes its time and a backend whose own node sees it 10 s late (the Express
 * mock runs with --block-time 0 and no lag; these tests set both on their own shop through
 * /__mock/chain/settings). The tracker must show the wait, wait for the receipt on the chain itself (the
 * wallet, or after a reload without one the chain's RPC), submit the hash, wait out the backend's
 * "无效的交易哈希" by itself, and say clearly that a reverted transaction was not submitted.
 *
 * On mock time (support/chain-waits.ts): the block, the backend's lag and the tracker's own waits pass when the test
 * moves the page's clock and the shop's together, so a journey takes a few seconds of real time.
 */

const phase = (page: Page) => page.getByTestId('tx-phase');

test.beforeEach(async ({ page, mock, loginAs, installWallet }) => {
  await onMockTime(page, mock);
  await installWallet('normal');
  await loginAs('normal');
});

test('3 s blocks, the backend 10 s behind: wallet pay shows the wait, then pays by itself', async ({ page, mock }) => {
  await mock.chain(SLOW_CHAIN);
  const submitted = recordSubmittedHashes(page, paymentsEndpoints.pay);
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(phase(page)).toContainText('等待链上确认');
  await expect(page.getByRole('link', { name: '在区块浏览器查看' })).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/);
  const hash = (await page.getByTestId('tx-hash').getAttribute('title')) ?? '';
  // Nothing to press: once the block is mined and the backend's node has it, the page moves on.
  const run = await runTrackerUntil(page, mock, urlMatches(page, new RegExp(`/pay-success/${orderId}$`)));
  // The block and the backend's lag really passed (on mock time), and the page said why it waited.
  expect(run.spentMs).toBeGreaterThanOrEqual(SLOW_CHAIN.blockTimeMs + SLOW_CHAIN.backendLagMs);
  expect(run.notes).toContain('shopLagging');
  const paid = await orderInfo(page, orderId);
  expect(paid.status).toBe(1);
  expect(paid.payHash).toBe(hash);
  expectLaggedSubmissions(submitted, hash);
});

test('a reload without a wallet mid-wait: the receipt comes from the chain RPC, the same hash pays', async ({
  page,
  mock,
  backend,
}) => {
  await mock.chain(BUSY_CHAIN);
  const submitted = recordSubmittedHashes(page, paymentsEndpoints.pay);
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  const hash = await waitingHash(page);

  await reloadWithoutWallet(page);
  // The hash came back from localStorage: still waiting for the chain, and no pay button to send another.
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('title', hash);
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toHaveCount(0);
  const chain = await backend.call<{ pending: Array<{ hash: string }> }>('GET', '/__mock/chain');
  expect(chain.body.pending.map((p) => p.hash)).toEqual([hash]);
  // Still pending on the chain: nothing went to the backend (it would answer a wrong hash the same way).
  expect(submitted).toEqual([]);

  await mock.mine(hash);
  await runTrackerUntil(page, mock, urlMatches(page, new RegExp(`/pay-success/${orderId}$`)));
  expect((await orderInfo(page, orderId)).payHash).toBe(hash);
  expect(chainRpcCalls(page)).toContainEqual({ chainId: 2999, method: 'eth_getTransactionReceipt' });
  expectLaggedSubmissions(submitted, hash);
});

test('a reverted payment is said clearly, nothing is submitted, the order stays unpaid and can be paid again', async ({
  page,
  mock,
}) => {
  await mock.chain({
    ...SLOW_CHAIN,
    next: [{ outcome: 'reverted', error: 'execution reverted: transfer amount exceeds balance' }],
  });
  const submitted = recordSubmittedHashes(page, paymentsEndpoints.pay);
  const orderId = await payableOrder(page);
  await page.goto(`/pay-order/${orderId}`);
  await page.getByRole('button', { name: '使用钱包支付' }).click();
  await runTrackerUntil(page, mock, phaseIs(page, 'failed'));
  await expect(phase(page)).toHaveAttribute('data-phase', 'failed');
  await expect(page.getByRole('alert')).toContainText('链上执行失败：交易已被回滚，未向商城提交');
  await expect(page.getByRole('alert')).toContainText('除网络手续费外未转移任何资产');
  expect(submitted).toEqual([]);
  expect((await orderInfo(page, orderId)).status).toBe(0);
  // A reverted tx moved nothing: paying again is allowed (the next tx mines).
  await expect(page.getByRole('button', { name: '使用钱包支付' })).toBeEnabled();
});
