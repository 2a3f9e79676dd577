import { onlineManager } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import css from './shell.module.css';

/** Shown while the browser is offline; queries pause and refetch on reconnect (react-query). */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
  if (online) return null;
  return (
    <div className={css.offline} role="status">
      <NoticeBar color="alert" content={t('offline')} wrap />
    </div>
  );
}
