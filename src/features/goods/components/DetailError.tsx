import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { errorState } from '@/lib/page-state';

/**
 * The goods page's error states in antd-mobile's ErrorBlock: a chunk of its own, loaded only when one shows, so the
 * page's first screen loads no antd-mobile (issue 30). DetailErrorPlain stands in while it arrives.
 */
export function DetailError({ final, onRetry }: { final: boolean; onRetry: () => void }) {
  const { t } = useTranslation('goods');
  return final ? (
    <ErrorBlock {...errorState} status="empty" title={t('detail.notFound')} description="" />
  ) : (
    <LoadFailed title={t('common.loadError')} onRetry={onRetry} />
  );
}
