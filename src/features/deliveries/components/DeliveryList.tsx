import { ExpressStatus } from '@contracts/deliveries';
import { useTranslation } from 'react-i18next';
import { useDeliveriesPage } from '@/api/deliveries';
import { PagedList } from '@/components/list/PagedList';
import { StatusTabbedList } from '@/components/list/StatusTabs';
import { useStatusWord } from '@/lib/status-words';
import { DeliveryCard } from './DeliveryCard';

function StatusList({ status }: { status: number }) {
  const { t } = useTranslation('deliveries');
  const q = useDeliveriesPage(status);
  return (
    <PagedList
      query={q}
      itemKey={(o) => o.express.orderId}
      renderItem={(o) => <DeliveryCard order={o} />}
      failedTitle={t('loadError')}
      empty={{ title: t('list.empty'), next: { label: t('list.emptyNext'), to: '/user' } }}
      endText={t('list.noMore')}
    />
  );
}

/** Delivery (提货) orders with status tabs from the real ExpressStatus enum, plus "all" (−1). */
export function DeliveryList({ status, onStatusChange }: { status: number; onStatusChange: (s: number) => void }) {
  const { t } = useTranslation('deliveries');
  const word = useStatusWord();
  return (
    <StatusTabbedList
      value={status}
      onChange={onStatusChange}
      allLabel={t('list.all')}
      values={ExpressStatus.values}
      titleOf={(v) => t(`tabs.${v}`, { defaultValue: word('delivery', v) })}
    >
      <StatusList status={status} />
    </StatusTabbedList>
  );
}
