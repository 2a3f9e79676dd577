import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSignContent, postLogin } from '@/api/auth';
import { CAPTCHA_LANG, langOf } from '@/lib/i18n';
import { serverNow } from '@/lib/server-clock';
import { setToken } from '@/lib/storage';
import { showCaptcha } from '@/platform/captcha-service';
import { resolveWallet } from '@/platform/wallet';
import { forgetInviter, storedInviter } from './lib/invite';
import { type LoginDeps, type LoginFailure, type LoginPhase, runLogin } from './lib/login-flow';
import { checkSignInMessage } from './lib/sign-in-message';

/**
 * The domain the backend's sign-in message must name: this site's host, or VITE_SIWE_DOMAIN for
 * deployments whose backend is configured with another domain (e.g. the API on its own host).
 */
const siweDomain = () => import.meta.env.VITE_SIWE_DOMAIN || window.location.host;

export function useWalletLogin(onDone: () => void, overrides: Partial<LoginDeps> = {}) {
  const { i18n } = useTranslation();
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const running = useRef(false);
  const extra = useRef(overrides);
  extra.current = overrides;

  const start = useCallback(async () => {
    if (running.current) return; // a double tap logs in once
    running.current = true;
    setFailure(null);
    try {
      const lang = langOf(i18n.language);
      const result = await runLogin({
        captcha: () => showCaptcha(CAPTCHA_LANG[lang]),
        wallet: () => resolveWallet(),
        inviter: storedInviter,
        forgetInviter,
        content: (address, inviter) => fetchSignContent(address, inviter),
        checkMessage: (content, address, inviter) =>
          checkSignInMessage(content, { domain: siweDomain(), address, inviter, now: serverNow() }),
        login: postLogin,
        saveToken: setToken,
        onPhase: setPhase,
        ...extra.current,
      });
      if (result.ok) onDone();
      else {
        setPhase('idle');
        setFailure(result.failure);
      }
    } finally {
      running.current = false;
    }
  }, [i18n, onDone]);

  return { phase, failure, start };
}
