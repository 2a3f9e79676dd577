import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A failed load with a retry button (ErrorBlock takes no click of its own). */
export function LoadFailed({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock
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
    <div role="status" style={{ padding: 24, textAlign: 'center', color: 'var(--adm-color-weak)' }}>
      {t('loading')} <DotLoading />
    </div>
  );
}
