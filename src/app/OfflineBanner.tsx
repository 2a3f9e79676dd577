import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import css from './shell.module.css';

/**
 * Shown while the browser is offline; queries pause and refetch on reconnect (react-query). Plain
 * markup in antd-mobile's alert colours, not its NoticeBar: that one brought 4 KiB gzip (icons, ahooks,
 * resize observers) into the entry bundle, and a lazily loaded one could not load while offline.
 */
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
      {t('offline')}
    </div>
  );
}
