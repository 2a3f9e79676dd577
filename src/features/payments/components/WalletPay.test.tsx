// @vitest-environment jsdom
import { paymentsEndpoints } from '@contracts/payments';
import { payBty, quotes, skuOf, submit } from '@mocks/domains/buying-test-kit';
import { callEndpoint, MOCK_ORIGIN } from '@mocks/node';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/storage';
import { loadPending, savePending } from '../lib/pending-payment';
import { WalletPay } from './WalletPay';

setupMockServer();

beforeEach(() => {
  // callApi uses relative /api URLs; in Node they need the mock origin.
  const patched = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    patched(new URL(String(input), MOCK_ORIGIN), { ...init, signal: null }),
  );
  sessionStorage.clear();
});
afterEach(() => cleanup());

function wrap(ui: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={qc}>{ui}</QueryClientProvider>);
}

async function pendingOrderWithQuote() {
  const token = await tokenFor('newbie');
  setToken(token);
  const orderId = (await submit(token, skuOf('敦煌飞天数字藏品').sku.skuId, 1)).body.data as string;
  const price = (await quotes(token, orderId)).find((p) => p.chainType === 0);
  if (!price) throw new Error('no BTY quote');
  return { token, orderId, price };
}

describe('WalletPay resumes a pending payment after a reload', () => {
  it('re-submits the stored hash and reports the order paid', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    const hash = await payBty('newbie', price.payAddress, price.amount);
    savePending({ orderId, chainType: 0, txHash: hash, sentAt: 1 });
    const onPaid = vi.fn();
    wrap(<WalletPay orderId={orderId} price={price} onPaid={onPaid} />);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(loadPending(orderId)).toBeNull();
  });

  it('keeps an unconfirmed hash and offers to check again', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    savePending({ orderId, chainType: 0, txHash: `0x${'ab'.repeat(32)}`, sentAt: 1 });
    wrap(<WalletPay orderId={orderId} price={price} onPaid={() => {}} />);
    expect(await screen.findByText('pay.notConfirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pay.retryConfirm' })).toBeInTheDocument();
    expect(loadPending(orderId)?.txHash).toBe(`0x${'ab'.repeat(32)}`);
  });

  it('tells a hash already used by another order apart and drops it', async () => {
    const first = await pendingOrderWithQuote();
    const hash = await payBty('newbie', first.price.payAddress, first.price.amount);
    await callEndpoint(
      paymentsEndpoints.pay,
      { orderId: first.orderId, chainType: 0, txHash: hash },
      { token: first.token },
    );
    const second = await pendingOrderWithQuote();
    savePending({ orderId: second.orderId, chainType: 0, txHash: hash, sentAt: 1 });
    const onHashUsed = vi.fn();
    wrap(<WalletPay orderId={second.orderId} price={second.price} onPaid={() => {}} onHashUsed={onHashUsed} />);
    expect(await screen.findByText('pay.hashUsed')).toBeInTheDocument();
    expect(onHashUsed).toHaveBeenCalled();
    expect(loadPending(second.orderId)).toBeNull();
  });

  it('pays with the wallet: sends the transfer for the chosen pay type, then submits its hash', async () => {
    const { orderId, price } = await pendingOrderWithQuote();
    const send = vi.fn(async () => payBty('newbie', price.payAddress, price.amount));
    const onPaid = vi.fn();
    wrap(<WalletPay orderId={orderId} price={price} send={send} onPaid={onPaid} />);
    screen.getByRole('button', { name: 'pay.payWithWallet' }).click();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ chainId: 2999, to: price.payAddress }));
  });
});
