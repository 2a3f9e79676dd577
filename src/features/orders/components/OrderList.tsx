import { InfoStatus } from '@contracts/orders';
import { ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { useStatusWord } from '@/lib/status-words';
import { useOrdersPage } from '../api/get-orders-page';
import { OrderCard } from './OrderCard';

function StatusList({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const q = useOrdersPage(status);
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError && !q.data) return <LoadFailed title={t('common.loadError')} onRetry={() => void q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('list.empty')} description="" />;
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      {rows.map((o) => (
        <OrderCard key={o.info.orderId} order={o} />
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

/** Status tabs straight from the real InfoStatus enum, plus "all" (−1). */
export function OrderList({ status, onStatusChange }: { status: number; onStatusChange: (s: number) => void }) {
  const { t } = useTranslation('orders');
  const word = useStatusWord();
  return (
    <div>
      <Tabs activeKey={String(status)} onChange={(k) => onStatusChange(Number(k))}>
        <Tabs.Tab key="-1" title={t('list.all')} />
        {InfoStatus.values.map((v) => (
          <Tabs.Tab key={String(v)} title={word('order', v)} />
        ))}
      </Tabs>
      <StatusList key={status} status={status} />
    </div>
  );
}
