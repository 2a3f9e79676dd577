import { Button, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentDevice } from '@/platform/device';
import type { InAppBrowser } from '@/platform/in-app-browser';

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
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!inApp) return null;
  const link = href ?? globalThis.location?.href ?? '';
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // Many in-app browsers refuse the clipboard: the link is shown below for a long press.
      setCopy('failed');
    }
  };
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
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '8px 12px' }}>
        <Button size="middle" onClick={() => void onCopy()}>
          {t('inApp.copy')}
        </Button>
        <span role="status" style={{ fontSize: 13, wordBreak: 'break-all' }}>
          {copy === 'copied' ? t('inApp.copied') : copy === 'failed' ? t('inApp.copyFailed', { link }) : ''}
        </span>
      </div>
    </section>
  );
}
