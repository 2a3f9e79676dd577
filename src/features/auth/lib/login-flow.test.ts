import { describe, expect, it, vi } from 'vitest';
import { AccountFrozenError, ApiError, NetworkError } from '@/lib/api-errors';
import { type Wallet, WalletError } from '@/platform/wallet';
import { type LoginDeps, type LoginPhase, runLogin } from './login-flow';

const ADDRESS = '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65';

function deps(over: Partial<LoginDeps> = {}) {
  const phases: LoginPhase[] = [];
  const wallet: Wallet = {
    source: 'injected',
    getAddress: vi.fn(async () => ADDRESS),
    signMessage: vi.fn(async (m: string) => `sig(${m})`),
    sendTransaction: vi.fn(),
  };
  const d: LoginDeps = {
    captcha: async () => ({ status: 'success', ticket: 't', randstr: 'r' }),
    wallet: () => wallet,
    inviter: () => '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    forgetInviter: vi.fn(),
    content: vi.fn(async (address: string, inviter: string) => `msg for ${address} by ${inviter}`),
    checkMessage: vi.fn(() => null),
    login: vi.fn(async () => 'a'.repeat(32)),
    saveToken: vi.fn(),
    onPhase: (p) => phases.push(p),
    ...over,
  };
  return { d, wallet, phases };
}

describe('wallet login flow', () => {
  it('captcha, then message with the inviter, personal_sign, login, token stored', async () => {
    const { d, phases } = deps();
    await expect(runLogin(d)).resolves.toEqual({ ok: true });
    expect(d.content).toHaveBeenCalledWith(ADDRESS, '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc');
    expect(d.login).toHaveBeenCalledWith(
      ADDRESS,
      `msg for ${ADDRESS} by 0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc`,
      `sig(msg for ${ADDRESS} by 0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc)`,
    );
    expect(d.saveToken).toHaveBeenCalledWith('a'.repeat(32));
    expect(phases).toEqual(['captcha', 'connecting', 'signing', 'submitting', 'done']);
  });

  it('refuses to sign a message the check rejects, and says why', async () => {
    const { d, wallet, phases } = deps({ checkMessage: vi.fn(() => 'domain' as const) });
    await expect(runLogin(d)).resolves.toEqual({ ok: false, failure: { kind: 'message', problem: 'domain' } });
    expect(d.checkMessage).toHaveBeenCalledWith(
      `msg for ${ADDRESS} by 0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc`,
      ADDRESS,
      '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    );
    expect(wallet.signMessage).not.toHaveBeenCalled();
    expect(d.login).not.toHaveBeenCalled();
    expect(phases).not.toContain('signing');
  });

  it('never sends the user as their own inviter', async () => {
    const { d } = deps({ inviter: () => ADDRESS });
    await runLogin(d);
    expect(d.content).toHaveBeenCalledWith(ADDRESS, '');
  });

  it('stops at a captcha failure with its code, and quietly when cancelled', async () => {
    const failed = deps({
      captcha: async () => ({
        status: 'error',
        errorCode: 1003,
        errorMessage: 'FRAMEJS_LOAD_TIMEOUT',
        ticket: 'x',
        randstr: '@',
      }),
    });
    await expect(runLogin(failed.d)).resolves.toEqual({ ok: false, failure: { kind: 'captcha', code: 1003 } });
    expect(failed.wallet.getAddress).not.toHaveBeenCalled();
    const cancelled = deps({ captcha: async () => ({ status: 'cancelled' }) });
    await expect(runLogin(cancelled.d)).resolves.toEqual({ ok: false, failure: null });
  });

  it('continues without a captcha when none is configured', async () => {
    await expect(runLogin(deps({ captcha: async () => ({ status: 'skipped' }) }).d)).resolves.toEqual({ ok: true });
  });

  it('reports no wallet, a rejected signature, server and network errors', async () => {
    await expect(runLogin(deps({ wallet: () => null }).d)).resolves.toMatchObject({ failure: { kind: 'noWallet' } });
    const rejected = deps();
    vi.mocked(rejected.wallet.signMessage).mockRejectedValue(new WalletError('no', 'rejected'));
    await expect(runLogin(rejected.d)).resolves.toMatchObject({ failure: { kind: 'rejected' } });
    expect(rejected.d.saveToken).not.toHaveBeenCalled();
    const frozen = deps({ login: async () => Promise.reject(new ApiError(303, '账号已冻结', 'auth.login')) });
    await expect(runLogin(frozen.d)).resolves.toMatchObject({ failure: { kind: 'server', message: '账号已冻结' } });
    const offline = deps({ content: async () => Promise.reject(new NetworkError('down', 'auth.content')) });
    await expect(runLogin(offline.d)).resolves.toMatchObject({ failure: { kind: 'network' } });
  });

  it('leaves a frozen account (303) to the frozen-account screen: no message of its own, no token', async () => {
    const frozen = deps({
      login: async () => Promise.reject(new AccountFrozenError(303, '=您的账号已被冻结，请联系客服处理', 'auth.login')),
    });
    await expect(runLogin(frozen.d)).resolves.toEqual({ ok: false, failure: null });
    expect(frozen.d.saveToken).not.toHaveBeenCalled();
  });

  it('drops a bad invite after the server refuses it, so the next attempt can succeed', async () => {
    const { d } = deps({ content: async () => Promise.reject(new ApiError(1, '邀请地址未注册', 'auth.content')) });
    await runLogin(d);
    expect(d.forgetInviter).toHaveBeenCalled();
  });
});
