import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '@/components/AppLogo';
import { loadingState } from '@/lib/page-state';
import css from './desktop.module.css';

/** The URL a phone should open: this page, without the force-mobile switch. */
export function phoneUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('mobile');
  return url.toString();
}

function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // qrcode is only needed here, so desktop visitors alone download it.
    void import('qrcode')
      .then((m) => m.toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/**
 * What a desktop browser sees (docs/backend/spec-rules.md#desktop-placeholder): the logo and the filing-number footer,
 * plus a QR code of this URL for a phone and the force-mobile switch for demos (`?mobile=1`).
 */
export function DesktopPlaceholder({ href, recordNo }: { href: string; recordNo: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const target = phoneUrl(href);
  const qr = useQrCode(target);
  const force = new URL(href);
  force.searchParams.set('mobile', '1');
  return (
    <div className={css.page}>
      <main className={css.main}>
        <AppLogo className={css.logo} />
        <h1 className={css.name}>{t('common:appName')}</h1>
        <p className={css.text}>{t('shell:desktop.scan')}</p>
        <div className={css.qr}>
          {qr ? (
            <img src={qr} width={200} height={200} alt={t('shell:desktop.qrAlt')} data-url={target} />
          ) : (
            <span {...loadingState}>{t('common:loading')}</span>
          )}
        </div>
        <a className={css.force} href={force.pathname + force.search + force.hash}>
          {t('shell:desktop.forceMobile')}
        </a>
      </main>
      <footer className={css.footer}>{recordNo}</footer>
    </div>
  );
}
