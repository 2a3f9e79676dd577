import { Button, Image, Skeleton } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/feedback';
import { loadingState } from '@/lib/page-state';
import { drawPoster } from '../lib/poster';

/** My link, its QR code (generated on the device) and a share poster drawn on a canvas. */
export function InviteCard({ link }: { link: string }) {
  const { t } = useTranslation('invites');
  const [qr, setQr] = useState<string | null>(null);
  const [poster, setPoster] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  const makePoster = async () => {
    if (!qr) return;
    setPoster(await drawPoster({ qrDataUrl: qr, title: t('posterTitle'), subtitle: t('posterSubtitle'), link }));
  };
  return (
    <section style={{ background: '#fff', margin: 12, padding: 16, borderRadius: 8, textAlign: 'center' }}>
      {qr ? (
        <img src={qr} width={200} height={200} alt={t('qrAlt')} data-testid="invite-qr" />
      ) : (
        <Skeleton {...loadingState} style={{ width: 200, height: 200, margin: 'auto' }} animated />
      )}
      <p
        data-testid="invite-link"
        style={{ fontFamily: 'ui-monospace, monospace', fontSize: 12, wordBreak: 'break-all' }}
      >
        {link}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button block onClick={() => void copyText(link)}>
          {t('copyLink')}
        </Button>
        <Button block color="danger" disabled={!qr} onClick={makePoster}>
          {t('makePoster')}
        </Button>
      </div>
      {poster && (
        <>
          <Image src={poster} alt={t('posterAlt')} style={{ marginTop: 12 }} />
          <p style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{t('posterHint')}</p>
        </>
      )}
    </section>
  );
}
