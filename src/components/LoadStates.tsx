import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotServed } from '@/lib/not-served';
import { errorState, loadingState, unavailableState } from '@/lib/page-state';

/**
 * The calm state of a feature this deployment does not serve (docs/backend/corrections.md#b9-not-served: its endpoint
 * answers "No static resource …"). Asking again gives the same answer, so there is no retry: a way home instead,
 * and never the backend's raw text.
 */
export function NotAvailable() {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock
      {...unavailableState}
      status="empty"
      title={t('notAvailable.title')}
      description={
        <>
          <span style={{ display: 'block' }}>{t('notAvailable.description')}</span>
          <Link to="/" style={{ display: 'inline-block', marginTop: 12 }}>
            {t('notAvailable.home')}
          </Link>
        </>
      }
      data-testid="not-available"
    />
  );
}

/**
 * A failed load with a retry button (ErrorBlock takes no click of its own). Given the `error`, a service
 * this deployment does not have shows NotAvailable instead.
 */
export function LoadFailed({ title, onRetry, error }: { title?: string; onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('common');
  if (isNotServed(error)) return <NotAvailable />;
  return (
    <ErrorBlock
      {...errorState}
      status="default"
      title={title ?? t('networkError')}
      description={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

export function Loading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" {...loadingState} style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {t('loading')} <DotLoading />
    </div>
  );
}
