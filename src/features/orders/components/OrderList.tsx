import { InfoStatus } from '@contracts/orders';
import { useTranslation } from 'react-i18next';
import { useOrdersPage } from '@/api/orders';
import { PagedList } from '@/components/list/PagedList';
import { StatusTabbedList } from '@/components/list/StatusTabs';
import { useStatusWord } from '@/lib/status-words';
import { OrderCard } from './OrderCard';

function StatusList({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const q = useOrdersPage(status);
  return (
    <PagedList
      query={q}
      itemKey={(o) => o.info.orderId}
      renderItem={(o) => <OrderCard order={o} />}
      failedTitle={t('common.loadError')}
      empty={{ title: t('list.empty'), next: { label: t('list.emptyNext'), to: '/' } }}
      endText={t('list.noMore')}
    />
  );
}

/** Status tabs straight from the real InfoStatus enum, plus "all" (−1). */
export function OrderList({ status, onStatusChange }: { status: number; onStatusChange: (s: number) => void }) {
  const { t } = useTranslation('orders');
  const word = useStatusWord();
  return (
    <StatusTabbedList
      value={status}
      onChange={onStatusChange}
      allLabel={t('list.all')}
      values={InfoStatus.values}
      titleOf={(v) => word('order', v)}
    >
      <StatusList status={status} />
    </StatusTabbedList>
  );
}
