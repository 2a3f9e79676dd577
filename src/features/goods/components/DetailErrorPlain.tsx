import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/button/PlainButton';
import { errorState } from '@/lib/page-state';
import css from './detail-error.module.css';

/**
 * The goods page's error states in plain elements (the same words and retry as DetailError): shown while
 * antd-mobile's ErrorBlock is on its way, and instead of it if its chunk cannot load (the network that failed the
 * detail may fail that too). The retry works at once.
 */
export function DetailErrorPlain({ final, onRetry }: { final: boolean; onRetry: () => void }) {
  const { t } = useTranslation(['goods', 'common']);
  return (
    <div className={css.box} data-testid="goods-error-plain" {...errorState}>
      <div className={css.title}>{final ? t('detail.notFound') : t('common.loadError')}</div>
      {final ? null : (
        <PlainButton onClick={onRetry} className={css.retry}>
          {t('common:retry')}
        </PlainButton>
      )}
    </div>
  );
}
