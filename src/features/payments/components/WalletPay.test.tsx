// @vitest-environment jsdom
import { paymentsEndpoints } from '@contracts/payments';
import { setChainSettings } from '@mocks/domains/chain/settings';
import { payBty, quotes, skuOf, submit } from '@mocks/domains/orders/testing/buying';
import { callEndpoint, MOCK_ORIGIN } from '@mocks/node';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/storage';
import { fetchToMock } from '@/lib/testing/fetch-to-mock';
import { queryHarness } from '@/lib/testing/query-harness';
import { TextKeys } from '@/lib/testing/text-keys';
import { ChainSwitchRefusedError } from '@/platform/chain-switch';
import { configureTracker, trackerStore } from '@/platform/pending-tx/runner';
import { PendingTxStore } from '@/platform/pending-tx/store';
import { lookAtMockChain } from '@/platform/pending-tx/testing/mock-chain';
import { loadPending, savePending } from '../lib/pending-payment';
import { WalletPay } from './WalletPay';

setupMockServer();
const { client } = queryHarness({ queries: { retry: false } });

const sleeps: number[] = [];
beforeEach(() => {
  fetchToMock();
  sessionStorage.clear();
  localStorage.clear();
  sleeps.length = 0;
  // Backoff without waiting in real time: each sleep is recorded and resolves on the next tick.
  configureTracker({
    store: new PendingTxStore(localStorage),
    deps: {
      // The chain's public node, as the app reads it without a wallet.
      look: lookAtMockChain,
      sleep: async (ms) => {
        sleeps.push(ms);
        await new Promise((r) => setTimeout(r, 5));
      },
    },
  });
});
afterEach(() => cleanup());

function wrap(ui: ReactNode) {
  const qc = client();
  return render(<QueryClientProvider client={qc}>{ui}</QueryClientProvider>, { wrapper: TextKeys });
}

async function pendingOrderWithQuote() {
  const token = await tokenFor('newbie');
  setToken(token);
  const orderId = (await submit(token, skuOf('敦煌飞天数字藏品').sku.skuId, 1)).body.data as string;
  const price = (await quotes(token, orderId)).find((p) => p.chainType === 0);
  if (!price) throw new Error('no BTY quote');
  return { token, orderId, price };
}

describe('WalletPay on the pending-transaction tracker', () => {
  it('pays with the wallet: sends the transfer for the chosen pay type, then submits its hash', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    const send = vi.fn(async () => payBty('newbie', price.payAddress, price.amount));
    const onPaid = vi.fn();
    wrap(<WalletPay orderId={orderId} price={price} send={send} onPaid={onPaid} />);
    screen.getByRole('button', { name: 'pay.payWithWallet' }).click();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ chainId: 2999, to: price.payAddress }));
    expect(trackerStore().all()).toEqual([]);
  });

  it('keeps asking while the block is not mined, then pays once (no second transfer)', async () => {
    await setChainSettings({ blockTimeMs: 3_600_000 });
    const { orderId, price } = await pendingOrderWithQuote();
    const send = vi.fn(async () => payBty('newbie', price.payAddress, price.amount));
    const onPaid = vi.fn();
    wrap(<WalletPay orderId={orderId} price={price} send={send} onPaid={onPaid} />);
    screen.getByRole('button', { name: 'pay.payWithWallet' }).click();
    await waitFor(() => expect(sleeps.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('tx-phase').dataset.phase).toBe('chain');
    // The pay button is gone while the payment is on its way: it cannot be sent twice.
    expect(screen.queryByRole('button', { name: 'pay.payWithWallet' })).toBeNull();
    await fetch(`${MOCK_ORIGIN}/__mock/chain/mine`, { method: 'POST', body: '{}' });
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledTimes(1);
    // Polled the receipt while pending, then one submission.
    expect(sleeps.slice(0, 2)).toEqual([1500, 1500]);
  });

  it('resumes a payment an older build kept in sessionStorage', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    const hash = await payBty('newbie', price.payAddress, price.amount);
    savePending({ orderId, chainType: 0, txHash: hash, sentAt: 1 });
    const onPaid = vi.fn();
    wrap(<WalletPay orderId={orderId} price={price} onPaid={onPaid} />);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(loadPending(orderId)).toBeNull();
  });

  it('a hash already used by another order ends in "already used" and keeps the hash on screen', async () => {
    const first = await pendingOrderWithQuote();
    const hash = await payBty('newbie', first.price.payAddress, first.price.amount);
    await callEndpoint(
      paymentsEndpoints.pay,
      { orderId: first.orderId, chainType: 0, txHash: hash },
      { token: first.token },
    );
    const second = await pendingOrderWithQuote();
    savePending({ orderId: second.orderId, chainType: 0, txHash: hash, sentAt: 1 });
    wrap(<WalletPay orderId={second.orderId} price={second.price} onPaid={() => {}} />);
    expect(await screen.findByText(/failure.hashUsed/)).toBeInTheDocument();
    expect(screen.getByTestId('tx-hash')).toHaveAttribute('title', hash);
  });

  it('a reverted transfer is said so, nothing is submitted, and the shopper can pay again', async () => {
    await setChainSettings({ next: [{ outcome: 'reverted', error: 'execution reverted: out of gas' }] });
    const { orderId, price } = await pendingOrderWithQuote();
    const send = vi.fn(async () => payBty('newbie', price.payAddress, price.amount));
    wrap(<WalletPay orderId={orderId} price={price} send={send} onPaid={() => {}} />);
    screen.getByRole('button', { name: 'pay.payWithWallet' }).click();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // Read on the chain: the reverted receipt ends it; the backend never sees the hash
    // (docs/backend/corrections.md#b1-pending-hash).
    expect(trackerStore().get(`pay:${orderId}`)).toMatchObject({ phase: 'failed', failure: 'reverted', attempts: 0 });
    expect(screen.getByRole('button', { name: 'pay.payWithWallet' })).toBeEnabled();
  });

  it('a refused chain switch says so and keeps nothing pending', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    const send = vi.fn(async () => {
      throw new ChainSwitchRefusedError(2999);
    });
    wrap(<WalletPay orderId={orderId} price={price} send={send} onPaid={() => {}} />);
    screen.getByRole('button', { name: 'pay.payWithWallet' }).click();
    expect(await screen.findByText('pay.chainRefused')).toBeInTheDocument();
    expect(trackerStore().get(`pay:${orderId}`)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'pay.payWithWallet' })).toBeEnabled();
  });

  it('without a wallet says how to pay from a wallet app instead of showing a dead button', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    wrap(<WalletPay orderId={orderId} price={price} onPaid={() => {}} />);
    expect(screen.getByText('pay.walletMissing pay.openInWalletApp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'pay.payWithWallet' })).toBeNull();
  });
});
