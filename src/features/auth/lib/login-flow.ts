import { AccountFrozenError, ApiError } from '@/lib/api-errors';
import type { CaptchaVerdict } from '@/platform/captcha-service';
import { type Wallet, WalletError } from '@/platform/wallet';
import type { MessageProblem } from './sign-in-message';

export type LoginPhase = 'idle' | 'captcha' | 'connecting' | 'signing' | 'submitting' | 'done';

export type LoginFailure =
  | { kind: 'captcha'; code: number }
  | { kind: 'noWallet' }
  | { kind: 'rejected' }
  | { kind: 'server'; message: string }
  /** The sign-in message is not for this site, address, time or inviter: nothing was signed. */
  | { kind: 'message'; problem: MessageProblem }
  | { kind: 'network' };

export interface LoginDeps {
  captcha: () => Promise<CaptchaVerdict>;
  wallet: () => Wallet | null;
  inviter: () => string;
  forgetInviter: () => void;
  content: (address: string, inviter: string) => Promise<string>;
  /** Checks the message against what we asked for, before the wallet sees it (sign-in-message.ts). */
  checkMessage: (content: string, address: string, inviter: string) => MessageProblem | null;
  login: (address: string, content: string, signature: string) => Promise<string>;
  saveToken: (token: string) => void;
  onPhase: (phase: LoginPhase) => void;
}

export type LoginResult = { ok: true } | { ok: false; failure: LoginFailure | null };

/**
 * Captcha first, then the wallet (issue 4): message → personal_sign → login → token stored.
 * Resolves with the failure to show; a cancelled captcha is `failure: null` (back to idle quietly).
 */
export async function runLogin(deps: LoginDeps): Promise<LoginResult> {
  deps.onPhase('captcha');
  const verdict = await deps.captcha();
  if (verdict.status === 'cancelled') return { ok: false, failure: null };
  if (verdict.status === 'error') return { ok: false, failure: { kind: 'captcha', code: verdict.errorCode } };
  const wallet = deps.wallet();
  if (!wallet) return { ok: false, failure: { kind: 'noWallet' } };
  const inviter = deps.inviter();
  try {
    deps.onPhase('connecting');
    const address = await wallet.getAddress();
    const sent = inviter.toLowerCase() === address.toLowerCase() ? '' : inviter;
    const content = await deps.content(address, sent);
    const problem = deps.checkMessage(content, address, sent);
    if (problem) return { ok: false, failure: { kind: 'message', problem } };
    deps.onPhase('signing');
    const signature = await wallet.signMessage(content);
    deps.onPhase('submitting');
    const token = await deps.login(address, content, signature);
    deps.saveToken(token);
    deps.onPhase('done');
    return { ok: true };
  } catch (error) {
    if (error instanceof WalletError && error.reason === 'rejected')
      return { ok: false, failure: { kind: 'rejected' } };
    // A frozen wallet (303): the frozen-account screen says so (app/account-frozen/AccountFrozenScreen), not the backend's "=…" text.
    if (error instanceof AccountFrozenError) return { ok: false, failure: null };
    if (error instanceof ApiError) {
      // A stale or bogus invite link must not block login forever: the next attempt goes without it.
      if (inviter && error.code === 1) deps.forgetInviter();
      return { ok: false, failure: { kind: 'server', message: error.message } };
    }
    if (error instanceof WalletError) return { ok: false, failure: { kind: 'server', message: error.message } };
    return { ok: false, failure: { kind: 'network' } };
  }
}
