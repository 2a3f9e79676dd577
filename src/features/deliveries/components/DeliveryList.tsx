import { ExpressStatus } from '@contracts/deliveries';
import { ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { useStatusWord } from '@/lib/status-words';
import { useDeliveriesPage } from '../api/deliveries';
import { DeliveryCard } from './DeliveryCard';

function StatusList({ status }: { status: number }) {
  const { t } = useTranslation('deliveries');
  const q = useDeliveriesPage(status);
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError && !q.data) return <LoadFailed title={t('loadError')} onRetry={() => void q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('list.empty')} description="" />;
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      {rows.map((o) => (
        <DeliveryCard key={o.express.orderId} order={o} />
      ))}
      <InfiniteScroll
        hasMore={q.hasNextPage}
        loadMore={async () => {
          const r = await q.fetchNextPage();
          if (r.isError) throw r.error;
        }}
      >
        {q.hasNextPage ? null : <span>{t('list.noMore')}</span>}
      </InfiniteScroll>
    </PullToRefresh>
  );
}

/** Delivery (提货) orders with status tabs from the real ExpressStatus enum, plus "all" (−1). */
export function DeliveryList({ status, onStatusChange }: { status: number; onStatusChange: (s: number) => void }) {
  const { t } = useTranslation('deliveries');
  const word = useStatusWord();
  return (
    <div>
      <Tabs activeKey={String(status)} onChange={(k) => onStatusChange(Number(k))}>
        <Tabs.Tab key="-1" title={t('list.all')} />
        {ExpressStatus.values.map((v) => (
          <Tabs.Tab key={String(v)} title={t(`tabs.${v}`, { defaultValue: word('delivery', v) })} />
        ))}
      </Tabs>
      <StatusList key={status} status={status} />
    </div>
  );
}
