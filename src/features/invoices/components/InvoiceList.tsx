import { InvoiceState } from '@contracts/invoices';
import { Empty, InfiniteScroll, List, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { useStatusWord } from '@/lib/status-words';
import { useInvoicesPage } from '../api/get-invoices-page';
import { formatYuanNumber } from '../lib/amount';
import { InvoiceStateTag } from './InvoiceStateTag';

/** My invoices: paid orders with their invoice state, filtered by a tab (−1 all). */
export function InvoiceList({ state, onStateChange }: { state: number; onStateChange: (s: number) => void }) {
  const { t } = useTranslation('invoices');
  const word = useStatusWord();
  const q = useInvoicesPage(state);
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <Tabs activeKey={String(state)} onChange={(k) => onStateChange(Number(k))}>
        <Tabs.Tab title={t('all')} key="-1" />
        {InvoiceState.values.map((s) => (
          <Tabs.Tab title={word('invoiceState', s)} key={String(s)} />
        ))}
      </Tabs>
      {q.isPending ? (
        <Loading />
      ) : q.isError && !q.data ? (
        <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} />
      ) : rows.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <>
          <List>
            {rows.map((v) => (
              <List.Item
                key={v.orderId}
                description={`${v.orderId} · ${formatYuanNumber(v.invoiceAmount)}`}
                extra={<InvoiceStateTag state={v.invoiceState} />}
              >
                <Link to={v.invoiceState === 0 ? `/receipt-apply/${v.orderId}` : `/receipt-detail/${v.orderId}`}>
                  {v.goodsName || v.orderId}
                </Link>
              </List.Item>
            ))}
          </List>
          <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage}>
            {q.hasNextPage ? t('loadingMore') : t('noMore')}
          </InfiniteScroll>
        </>
      )}
    </>
  );
}
