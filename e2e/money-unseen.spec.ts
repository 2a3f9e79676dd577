import { chainEndpoints } from '@contracts/chain';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import type { Page } from '@playwright/test';
import {
  deliveriesOf,
  openUnopenedBox,
  orderInfo,
  startPay,
  startRefund,
  startWithdraw,
} from './support/chain-actions';
import {
  onMockTime,
  phase,
  phaseIs,
  recordSubmittedHashes,
  runTrackerUntil,
  shopNow,
  shownHash,
  type TrackerRun,
  textIs,
  urlMatches,
  visible,
  waitingHash,
} from './support/chain-waits';
import { expect, test } from './support/fixtures';
import type { MockControl } from './support/mock-control';
import { chainRpcCalls, reloadWithoutWallet } from './support/wallet';

/**
 * Issue 38: a node that has not heard of a transaction is no proof it was dropped. The chain's public RPC here
 * knows nothing of a sent tx for 90 s (rpcBlindMs: a private or MEV-protected RPC, a load-balanced node, a
 * crowded mempool), and the page is reloaded without a wallet mid-wait, so that RPC is all it can ask. Each
 * money action must say it is still looking, never offer a second send, and complete by itself with the one
 * hash. Only a true drop (the tx's nonce used by another tx) offers "send again", once, keeping the first hash.
 * On mock time (support/chain-waits.ts): 90 s of blindness take a few seconds.
 */

const UNSEEN_CHAIN = { blockTimeMs: 3000, backendLagMs: 10_000, rpcBlindMs: 90_000 } as const;
/** Mock time a journey may take: the 90 s blind, the lag, the tracker's steps. */
const BUDGET_MS = 150_000;

test.beforeEach(async ({ page, mock, loginAs, installWallet }) => {
  await onMockTime(page, mock);
  await installWallet('normal');
  await loginAs('normal');
});

/** After the reload: "still looking", the hash to copy and check, and nothing to send another with. */
async function expectStillLooking(page: Page, mock: MockControl, hash: string, sendButton: string): Promise<void> {
  const note = page.getByTestId('tx-note').first();
  await runTrackerUntil(page, mock, visible(note));
  await expect(note).toHaveAttribute('data-note', 'chainUnseen');
  await expect(note).toContainText('请勿重复发送');
  await expect(shownHash(page)).toHaveAttribute('title', hash);
  await expect(page.getByRole('button', { name: '复制哈希' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: sendButton, exact: true })).toHaveCount(0);
}

/**
 * The journey never went through a failed end (which alone could offer a second send), and the shop's stopped
 * clock shows the 90 s of blindness really passed between sending and the end.
 */
async function expectNoSecondSendOffered(run: TrackerRun, mock: MockControl, sentAt: number): Promise<void> {
  expect([...run.phases], 'phases the entry went through').not.toContain('failed');
  expect(await shopNow(mock)).toBeGreaterThanOrEqual(sentAt + UNSEEN_CHAIN.rpcBlindMs);
}

test('pay: the public RPC has not heard of the tx for 90 s, reloaded without a wallet: no second send, paid by itself', async ({
  page,
  mock,
}) => {
  await mock.chain(UNSEEN_CHAIN);
  const sentAt = await shopNow(mock);
  const submitted = recordSubmittedHashes(page, paymentsEndpoints.pay);
  const orderId = await startPay(page);
  const hash = await waitingHash(page);
  await reloadWithoutWallet(page);
  await expectStillLooking(page, mock, hash, '使用钱包支付');
  const run = await runTrackerUntil(page, mock, urlMatches(page, new RegExp(`/pay-success/${orderId}$`)), BUDGET_MS);
  await expectNoSecondSendOffered(run, mock, sentAt);
  expect(new Set(submitted)).toEqual(new Set([hash]));
  expect((await orderInfo(page, orderId)).payHash).toBe(hash);
  expect(chainRpcCalls(page)).toContainEqual({ chainId: 2999, method: 'eth_getTransactionReceipt' });
});

test('open box: unseen for 90 s, reloaded without a wallet: no second send, the prize by itself', async ({
  page,
  mock,
}) => {
  await mock.chain(UNSEEN_CHAIN);
  const sentAt = await shopNow(mock);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  await openUnopenedBox(page);
  const hash = await waitingHash(page);
  await reloadWithoutWallet(page);
  await expectStillLooking(page, mock, hash, '开启盲盒');
  const reveal = page.getByRole('dialog', { name: '恭喜获得' });
  const run = await runTrackerUntil(page, mock, visible(reveal.getByTestId('prize-name')), BUDGET_MS);
  await expectNoSecondSendOffered(run, mock, sentAt);
  await expect(reveal.getByTestId('prize-name')).toHaveText(/ #\d+$/);
  expect(new Set(submitted)).toEqual(new Set([hash]));
});

test('withdraw: unseen for 90 s, reloaded without a wallet: no second send, the delivery order by itself', async ({
  page,
  mock,
}) => {
  await mock.chain(UNSEEN_CHAIN);
  const sentAt = await shopNow(mock);
  const submitted = recordSubmittedHashes(page, chainEndpoints.txHash);
  await startWithdraw(page);
  const hash = await waitingHash(page);
  await reloadWithoutWallet(page);
  await expectStillLooking(page, mock, hash, '提货');
  const run = await runTrackerUntil(page, mock, urlMatches(page, /\/withdraw-success\/\d{18}$/), BUDGET_MS);
  await expectNoSecondSendOffered(run, mock, sentAt);
  expect(await deliveriesOf(page, hash)).toEqual([page.url().split('/').pop()]);
  expect(new Set(submitted)).toEqual(new Set([hash]));
});

test('refund return: unseen for 90 s, reloaded without a wallet: no second send, the refund applied by itself', async ({
  page,
  mock,
}) => {
  await mock.chain(UNSEEN_CHAIN);
  const sentAt = await shopNow(mock);
  const submitted = recordSubmittedHashes(page, ordersEndpoints.refundApply);
  const orderId = await startRefund(page);
  const hash = await waitingHash(page);
  await reloadWithoutWallet(page);
  // Coming back to the refund shows the same transaction on its way.
  await page.getByRole('button', { name: '申请退款' }).click();
  await expectStillLooking(page, mock, hash, '用钱包退回通证并提交');
  const run = await runTrackerUntil(page, mock, textIs(page, 'order-status', '申请退款'), BUDGET_MS);
  await expectNoSecondSendOffered(run, mock, sentAt);
  expect((await orderInfo(page, orderId)).refundApplyTxHash?.toLowerCase()).toBe(hash);
  expect(new Set(submitted)).toEqual(new Set([hash]));
});

test('a true drop (the nonce used by another tx) offers "send again" once; the first hash stays on record', async ({
  page,
  mock,
}) => {
  // A block held until the test says: the first payment stays in the mempool until it is replaced.
  await mock.chain({ blockTimeMs: 600_000 });
  const submitted = recordSubmittedHashes(page, paymentsEndpoints.pay);
  const orderId = await startPay(page);
  const first = await waitingHash(page);
  const id = `pay:${orderId}`;
  // The tracker has read the tx's sender and nonce from the chain (the only way a drop can ever be proven).
  await runTrackerUntil(page, mock, async () => (await storedEntry(page, id))?.nonce !== undefined);
  await mock.replace(first);

  const dropped = await runTrackerUntil(page, mock, phaseIs(page, 'failed'), BUDGET_MS);
  // Called only once the chain had shown the nonce taken for the confirm time (30 s of the page's looks).
  expect(dropped.spentMs + dropped.realMs).toBeGreaterThanOrEqual(30_000);
  await expect(page.getByRole('alert')).toContainText('未扣款，可以重新发送');
  await expect(shownHash(page)).toHaveAttribute('title', first);
  const payAgain = page.getByRole('button', { name: '使用钱包支付' });
  await expect(payAgain).toHaveCount(1);
  expect(submitted, 'a dropped tx is never submitted').toEqual([]);

  await mock.chain({ blockTimeMs: 3000 });
  await payAgain.click();
  await expect(phase(page)).toHaveAttribute('data-phase', 'chain');
  const second = (await shownHash(page).getAttribute('title')) ?? '';
  expect(second).toMatch(/^0x[0-9a-f]{64}$/);
  expect(second).not.toBe(first);
  await expect(payAgain).toHaveCount(0);
  expect((await storedEntry(page, id))?.earlier).toEqual([
    expect.objectContaining({ hash: first, failure: 'dropped' }),
  ]);

  await runTrackerUntil(page, mock, urlMatches(page, new RegExp(`/pay-success/${orderId}$`)));
  expect(new Set(submitted)).toEqual(new Set([second]));
  expect((await orderInfo(page, orderId)).payHash).toBe(second);
});

interface StoredEntry {
  id: string;
  nonce?: number;
  earlier?: Array<{ hash: string; failure?: string }>;
}

async function storedEntry(page: Page, id: string): Promise<StoredEntry | undefined> {
  return page.evaluate((key) => {
    const list = JSON.parse(localStorage.getItem('mall_pending_tx') ?? '[]') as StoredEntry[];
    return list.find((e) => e.id === key);
  }, id);
}
