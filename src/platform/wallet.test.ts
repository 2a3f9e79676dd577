import { describe, expect, it, vi } from 'vitest';
import { ChainSwitchRefusedError } from './chain-switch';
import type { Eip1193Provider } from './globals';
import { FAKE_UA, FakeHost, IN_APP_UA } from './testing/fake-host';
import { resolveWallet, toQuantity, utf8Hex, WalletError, walletSender } from './wallet';

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function fakeProvider(overrides: Record<string, (params: unknown) => unknown> = {}) {
  const calls: { method: string; params?: unknown }[] = [];
  const answers: Record<string, (params: unknown) => unknown> = {
    eth_requestAccounts: () => [ADDRESS.toUpperCase().replace('0X', '0x')],
    personal_sign: () => `0x${'ab'.repeat(65)}`,
    eth_chainId: () => '0xbb7',
    wallet_switchEthereumChain: () => null,
    eth_sendTransaction: () => `0x${'11'.repeat(32)}`,
    ...overrides,
  };
  const provider: Eip1193Provider = {
    request: vi.fn(async ({ method, params }) => {
      calls.push({ method, params });
      const answer = answers[method];
      if (!answer) throw { code: 4200, message: 'unsupported' };
      return answer(params);
    }),
  };
  return { provider, calls };
}

describe('wallet sources', () => {
  it('prefers the native bridge inside the webview over window.ethereum', async () => {
    const host = new FakeHost('android').answer('getAddress', { address: ADDRESS });
    const { provider } = fakeProvider();
    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.android, android: host.android }, ethereum: provider });
    expect(wallet?.source).toBe('bridge');
    await expect(wallet?.getAddress()).resolves.toBe(ADDRESS);
    expect(provider.request).not.toHaveBeenCalled();
  });

  it('falls back to the injected provider, then to nothing', () => {
    const { provider } = fakeProvider();
    expect(resolveWallet({ bridge: { ua: FAKE_UA.android }, ethereum: provider })?.source).toBe('injected');
    expect(resolveWallet({ bridge: { ua: FAKE_UA.desktop }, ethereum: undefined })).toBeNull();
  });

  it('in WeChat a same-named foreign bridge is not taken for a wallet', () => {
    const foreign = new FakeHost('android');
    const bridge = { ua: IN_APP_UA.wechatAndroid, android: foreign.android };
    expect(resolveWallet({ bridge, ethereum: undefined })).toBeNull();
    expect(resolveWallet({ bridge, ethereum: fakeProvider().provider })?.source).toBe('injected');
  });

  it('bridge wallet sends the transaction fields and returns the hash', async () => {
    const host = new FakeHost('ios', { sync: true }).answer('sendTransaction', { txHash: '0xhash' });
    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.ios, ios: host.ios } });
    await expect(wallet?.sendTransaction({ chainId: 56, to: '0xto', value: 10n })).resolves.toBe('0xhash');
    expect(host.calls[0]).toEqual({
      method: 'sendTransaction',
      payload: { chainId: 56, to: '0xto', value: '0xa', data: '0x' },
    });
  });
});

describe('injected wallet', () => {
  it('personal_signs the UTF-8 hex of the message with the lower-cased account', async () => {
    const { provider, calls } = fakeProvider();
    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.desktop }, ethereum: provider });
    await expect(wallet?.signMessage('签名 hi')).resolves.toMatch(/^0x(ab){65}$/);
    expect(calls.at(-1)).toEqual({ method: 'personal_sign', params: [utf8Hex('签名 hi'), ADDRESS] });
  });

  it('switches chain only when needed before sending', async () => {
    const { provider, calls } = fakeProvider();
    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.desktop }, ethereum: provider });
    await wallet?.sendTransaction({ chainId: 2999, to: '0xto', value: '0x10' });
    expect(calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain');
    await wallet?.sendTransaction({ chainId: 56, to: '0xto' });
    expect(calls.find((c) => c.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x38' }]);
  });

  it('maps a user rejection (4001) to WalletError rejected', async () => {
    const { provider } = fakeProvider({
      personal_sign: () => {
        throw { code: 4001, message: 'User rejected' };
      },
    });
    const wallet = resolveWallet({ bridge: { ua: FAKE_UA.desktop }, ethereum: provider });
    const p = wallet?.signMessage('x');
    await expect(p).rejects.toBeInstanceOf(WalletError);
    await expect(p).rejects.toMatchObject({ reason: 'rejected' });
  });

  it('encodes quantities and UTF-8 exactly', () => {
    expect(toQuantity('1000')).toBe('0x3e8');
    expect(toQuantity('0x3e8')).toBe('0x3e8');
    expect(toQuantity(undefined)).toBe('0x0');
    expect(utf8Hex('a签')).toBe('0x61e7adbe');
  });
});

/** The app's one send path (pay, refund, withdraw, open a box): what used to be payments' own injected sender. */
describe('walletSender', () => {
  const HASH = `0x${'11'.repeat(32)}`;

  it('switches an injected wallet to the payment chain and sends from its account', async () => {
    const { provider, calls } = fakeProvider();
    const send = walletSender({ bridge: { ua: FAKE_UA.desktop }, ethereum: provider });
    await expect(send?.({ chainId: 56, to: '0xdef', value: '0x0', data: '0x12' })).resolves.toBe(HASH);
    expect(calls.map((c) => c.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_sendTransaction',
    ]);
    expect(calls[2]?.params).toEqual([{ chainId: '0x38' }]);
    expect(calls[3]?.params).toEqual([{ from: ADDRESS, to: '0xdef', value: '0x0', data: '0x12' }]);
  });

  it('sends through the native app inside its webview, where no window.ethereum exists', async () => {
    // Before: the pay and refund screens asked only for an injected provider, so inside the shop's own app
    // (bridge, no window.ethereum) they said "no wallet".
    const host = new FakeHost('android').answer('sendTransaction', { txHash: HASH });
    const send = walletSender({ bridge: { ua: FAKE_UA.android, android: host.android }, ethereum: undefined });
    await expect(send?.({ chainId: 2999, to: '0xpay', value: '0x10', data: '0x' })).resolves.toBe(HASH);
    expect(host.calls).toEqual([
      { method: 'sendTransaction', payload: { chainId: 2999, to: '0xpay', value: '0x10', data: '0x' } },
    ]);
  });

  it('is absent without a wallet, so the screen explains where paying works', () => {
    expect(walletSender({ bridge: { ua: FAKE_UA.desktop }, ethereum: undefined })).toBeUndefined();
  });

  it('a refused chain switch sends nothing and says so', async () => {
    const { provider, calls } = fakeProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4001, message: 'User rejected' };
      },
    });
    const send = walletSender({ bridge: { ua: FAKE_UA.desktop }, ethereum: provider });
    await expect(send?.({ chainId: 56, to: '0xdef' })).rejects.toBeInstanceOf(ChainSwitchRefusedError);
    expect(calls.map((c) => c.method)).not.toContain('eth_sendTransaction');
  });
});
