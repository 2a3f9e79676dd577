import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/AppLogo';
import { PlainButton } from '@/components/button/PlainButton';
import { InAppWalletHint } from '@/components/InAppWalletHint';
import { errorState } from '@/lib/page-state';
import type { MallDemoPersona } from '@/platform/globals';
import type { LoginFailure, LoginPhase } from '../lib/login-flow';
import css from './login.module.css';
import { PersonaPicker } from './PersonaPicker';

export interface LoginViewProps {
  phase: LoginPhase;
  failure: LoginFailure | null;
  onLogin: () => void;
  demo?: { personas: readonly MallDemoPersona[]; current: string; onSelect: (key: string) => void };
}

function useFailureText(failure: LoginFailure | null): string | null {
  const { t } = useTranslation(['login', 'captcha', 'common']);
  if (!failure) return null;
  switch (failure.kind) {
    case 'captcha':
      return `${t('captcha:errorWithCode', { code: failure.code })} · ${t(`captcha:codes.${failure.code}`)}`;
    case 'noWallet':
      return t('login:noWallet');
    case 'rejected':
      return t('login:rejected');
    case 'server':
      return failure.message || t('common:networkError');
    case 'message':
      return t(`login:message.${failure.problem}`);
    default:
      return t('common:networkError');
  }
}

/** The login screen's body, stateless so stories can show every state. */
export function LoginView({ phase, failure, onLogin, demo }: LoginViewProps) {
  const { t } = useTranslation(['login', 'common']);
  const busy = phase !== 'idle';
  const failureText = useFailureText(failure);
  return (
    <div className={css.login}>
      <div className={css.brand}>
        <AppLogo className={css.logo} />
        <p className={css.appName}>{t('common:appName')}</p>
        <p className={css.intro}>{t('login:intro')}</p>
      </div>
      {/* Signing in needs a wallet: in WeChat and the like, say at once how to get to one. */}
      <InAppWalletHint />
      {failureText && (
        <div role="alert" className={css.failure} data-testid="login-error" data-kind={failure?.kind} {...errorState}>
          <strong>{t('login:failed')}</strong>
          <span>{failureText}</span>
        </div>
      )}
      {demo && <PersonaPicker {...demo} disabled={busy} />}
      <p className={css.status} role="status" aria-live="polite">
        {busy ? t(`login:phase.${phase}`) : ''}
      </p>
      {/* A plain button, not antd-mobile's: the login screen's first paint loads no antd-mobile (issue 30,
          e2e/login-first-screen.spec.ts). While busy it shows the phase's words, as the line above. */}
      <PlainButton
        block
        color="danger"
        size="large"
        loading={busy}
        loadingText={busy ? t(`login:phase.${phase}`) : undefined}
        disabled={busy}
        onClick={onLogin}
      >
        {failure ? t('login:retry') : t('login:connect')}
      </PlainButton>
      <p className={css.hint}>{t('login:hint')}</p>
    </div>
  );
}
