import { Badge, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { dismissPendingTx, retryPendingTx } from '@/platform/pending-tx/runner';
import { usePendingTx, usePendingTxList } from '@/platform/pending-tx/use-pending-tx';
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
 * Renders nothing when there are none.
 */
export function PendingTxList() {
  const { t } = useTranslation('tx');
  const list = usePendingTxList();
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
