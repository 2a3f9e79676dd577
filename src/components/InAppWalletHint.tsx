import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentDevice } from '@/platform/device';
import type { InAppBrowser } from '@/platform/in-app-browser';
import { CopyLinkRow } from './CopyLinkRow';

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
 */
export function InAppWalletHint({ inApp = currentDevice().inApp, href }: Props) {
  const { t } = useTranslation('wallet');
  if (!inApp) return null;
  const link = href ?? globalThis.location?.href ?? '';
  return (
    <section data-testid="in-app-hint" data-app={inApp} aria-labelledby="in-app-hint-title">
      <NoticeBar
        color="alert"
        wrap
        content={
          <>
            <strong id="in-app-hint-title">{t('inApp.title')}</strong>
            <br />
            {t('inApp.body', { app: t(`inApp.apps.${inApp}`) })}
          </>
        }
      />
      <CopyLinkRow
        link={link}
        copy={t('inApp.copy')}
        copied={t('inApp.copied')}
        failed={t('inApp.copyFailed', { link })}
      />
    </section>
  );
}
