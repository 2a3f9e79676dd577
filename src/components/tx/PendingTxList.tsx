import { Badge, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dismissPendingTx, retryPendingTx } from '@/platform/pending-tx/runner';
import type { PendingTx } from '@/platform/pending-tx/store';
import { usePendingTx } from '@/platform/pending-tx/use-pending-tx';
import { TxProgress } from './TxProgress';

/** One tracked tx, resumed while it is on screen (a shopper who came back later picks it up here). */
function Row({ id }: { id: string }) {
  const entry = usePendingTx(id);
  if (!entry) return null;
  return (
    <List.Item>
      <TxProgress entry={entry} onRetry={() => void retryPendingTx(id)} onDismiss={() => dismissPendingTx(id)} />
    </List.Item>
  );
}

/**
 * Transactions on their way, for the user centre: a badge with their count and each one's progress.
 * Renders nothing when there are none. The page gives the list (useTrackedTxList, src/api/tracked-tx.ts), which
 * also declares the actions, so each one resumes here.
 */
export function PendingTxList({ list }: { list: readonly PendingTx[] }) {
  const { t } = useTranslation('tx');
  if (list.length === 0) return null;
  return (
    <section aria-label={t('list.title')} style={{ margin: '12px 0' }}>
      <List
        header={
          <span>
            {t('list.title')} <Badge content={list.length} aria-label={t('list.badge', { count: list.length })} />
          </span>
        }
      >
        {list.map((p) => (
          <Row key={p.id} id={p.id} />
        ))}
      </List>
    </section>
  );
}
