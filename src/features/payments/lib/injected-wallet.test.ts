import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasInjectedWallet, sendWithInjectedWallet } from './injected-wallet';

afterEach(() => vi.unstubAllGlobals());

describe('sendWithInjectedWallet', () => {
  it('switches to the payment chain and sends from the wallet account', async () => {
    const calls: Array<{ method: string; params?: unknown[] }> = [];
    vi.stubGlobal('ethereum', {
      request: async (a: { method: string; params?: unknown[] }) => {
        calls.push(a);
        if (a.method === 'eth_requestAccounts') return ['0xabc'];
        if (a.method === 'eth_sendTransaction') return `0x${'1'.repeat(64)}`;
        return null;
      },
    });
    expect(hasInjectedWallet()).toBe(true);
    const hash = await sendWithInjectedWallet({ chainId: 56, to: '0xdef', value: '0x0', data: '0x12' });
    expect(hash).toBe(`0x${'1'.repeat(64)}`);
    expect(calls.map((c) => c.method)).toEqual([
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'eth_sendTransaction',
    ]);
    expect(calls[1]?.params).toEqual([{ chainId: '0x38' }]);
    expect(calls[2]?.params).toEqual([{ from: '0xabc', to: '0xdef', value: '0x0', data: '0x12' }]);
  });
  it('refuses without a wallet', async () => {
    expect(hasInjectedWallet()).toBe(false);
    await expect(sendWithInjectedWallet({ chainId: 2999, to: '0x', value: '0x0', data: '0x' })).rejects.toThrow(
      'no wallet',
    );
  });
});
