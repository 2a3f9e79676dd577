import { useTranslation } from 'react-i18next';
import { currentDevice } from '@/platform/device';
import type { InAppBrowser } from '@/platform/in-app-browser';
import { CopyLinkRow } from './CopyLinkRow';
import css from './InAppWalletHint.module.css';

interface Props {
  /** The built-in browser we are in; read from the user agent unless given (stories, tests). */
  inApp?: InAppBrowser | null;
  /** The link to open elsewhere; the current page unless given. */
  href?: string;
}

/**
 * Where a wallet is needed: inside WeChat, QQ, Alipay and other apps' built-in browsers no wallet is
 * injected and our native bridge is absent, so tell the shopper how to get out (the app's "···"
 * menu, or the link copied into a wallet app). Renders nothing in any other browser.
 *
 * Plain elements in antd-mobile's NoticeBar look (colour "alert", wrapped): the login screen shows this on its first
 * paint, which loads no antd-mobile (issue 30, e2e/login-first-screen.spec.ts).
 */
export function InAppWalletHint({ inApp = currentDevice().inApp, href }: Props) {
  const { t } = useTranslation('wallet');
  if (!inApp) return null;
  const link = href ?? globalThis.location?.href ?? '';
  return (
    <section data-testid="in-app-hint" data-app={inApp} aria-labelledby="in-app-hint-title">
      <div className={css.notice}>
        <svg className={css.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M26 7.3v33.4a1.5 1.5 0 0 1-2.5 1.1L13.4 33H7.5A1.5 1.5 0 0 1 6 31.5v-15A1.5 1.5 0 0 1 7.5 15h5.9l10.1-8.8A1.5 1.5 0 0 1 26 7.3Zm9.3 6.4a14 14 0 0 1 0 20.6 1.5 1.5 0 1 1-2-2.2 11 11 0 0 0 0-16.2 1.5 1.5 0 0 1 2-2.2Z"
          />
        </svg>
        <p className={css.text}>
          <strong id="in-app-hint-title">{t('inApp.title')}</strong>
          <br />
          {t('inApp.body', { app: t(`inApp.apps.${inApp}`) })}
        </p>
      </div>
      <CopyLinkRow
        link={link}
        copy={t('inApp.copy')}
        copied={t('inApp.copied')}
        failed={t('inApp.copyFailed', { link })}
      />
    </section>
  );
}
