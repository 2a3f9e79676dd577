import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentDevice } from '@/platform/device';
import { DOWNLOAD_LINKS, type DownloadChoice, downloadChoice } from '../lib/download';
import css from './account.module.css';

export function DownloadView({ choice = downloadChoice(currentDevice()) }: { choice?: DownloadChoice }) {
  const { t } = useTranslation('account');
  if (choice.kind === 'inApp')
    return <Result status="success" title={t('download.inApp')} description={t('download.inAppHint')} />;
  const link = (os: 'android' | 'ios') => (
    <Button
      key={os}
      block
      color="danger"
      fill={os === 'ios' && choice.kind === 'both' ? 'outline' : 'solid'}
      onClick={() => window.location.assign(DOWNLOAD_LINKS[os])}
      style={{ marginTop: 12 }}
    >
      {t(`download.${os}`)}
    </Button>
  );
  return (
    <div className={css.card}>
      <h2>{t('download.title')}</h2>
      <p>{t('download.description')}</p>
      {choice.kind === 'both' ? [link('android'), link('ios')] : link(choice.kind)}
    </div>
  );
}
