import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A failed load with a retry button (ErrorBlock itself takes no click). */
export function LoadError({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation('goods');
  return (
    <ErrorBlock
      status="default"
      title={title ?? t('common.loadError')}
      description={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
