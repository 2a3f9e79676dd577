import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentDevice } from '@/platform/device';
import type { InAppBrowser } from '@/platform/in-app-browser';
import { InAppWalletHint } from './InAppWalletHint';
import { WalletLinkRow } from './WalletLinkRow';

interface Props {
  /** The built-in browser we are in; read from the user agent unless given (stories, tests). */
  inApp?: InAppBrowser | null;
  /** The link to open in a wallet app; the current page unless given. */
  href?: string;
}

/**
 * In place of a button that needs a wallet when the device has none: a disabled button is a dead end,
 * so say how to get here in a wallet app, with the page's link to copy. Inside WeChat, QQ and other
 * apps' built-in browsers the in-app hint says how to get out of that app first.
 */
export function NoWalletNotice({ inApp = currentDevice().inApp, href }: Props) {
  const { t } = useTranslation('wallet');
  if (inApp) return <InAppWalletHint inApp={inApp} {...(href === undefined ? {} : { href })} />;
  return (
    <section data-testid="no-wallet" aria-labelledby="no-wallet-title" style={{ width: '100%' }}>
      <NoticeBar
        color="alert"
        wrap
        content={
          <>
            <strong id="no-wallet-title">{t('missing.title')}</strong>
            <br />
            {t('missing.body')}
          </>
        }
      />
      <WalletLinkRow href={href} words="missing" />
    </section>
  );
}
