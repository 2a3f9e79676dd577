import { useTranslation } from 'react-i18next';
import { SpeakerIcon } from '@/components/icons/SpeakerIcon';
import { currentDevice } from '@/platform/device';
import type { InAppBrowser } from '@/platform/in-app-browser';
import css from './InAppWalletHint.module.css';
import { WalletLinkRow } from './WalletLinkRow';

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
  return (
    <section data-testid="in-app-hint" data-app={inApp} aria-labelledby="in-app-hint-title">
      <div className={css.notice}>
        <SpeakerIcon className={css.icon} />
        <p className={css.text}>
          <strong id="in-app-hint-title">{t('inApp.title')}</strong>
          <br />
          {t('inApp.body', { app: t(`inApp.apps.${inApp}`) })}
        </p>
      </div>
      <WalletLinkRow href={href} words="inApp" />
    </section>
  );
}
