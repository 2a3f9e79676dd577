import { InvoiceState } from '@contracts/invoices';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoicesPage } from '@/api/invoices';
import { PagedList } from '@/components/list/PagedList';
import { StatusTabs } from '@/components/list/StatusTabs';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import { InvoiceStateTag } from './InvoiceStateTag';

/** My invoices: paid orders with their invoice state, filtered by a tab (−1 all). */
export function InvoiceList({ state, onStateChange }: { state: number; onStateChange: (s: number) => void }) {
  const { t } = useTranslation('invoices');
  const word = useStatusWord();
  const q = useInvoicesPage(state);
  return (
    <>
      <StatusTabs
        value={state}
        onChange={onStateChange}
        allLabel={t('all')}
        values={InvoiceState.values}
        titleOf={(s) => word('invoiceState', s)}
      />
      <PagedList
        key={state}
        query={q}
        itemKey={(v) => v.orderId}
        wrap={(rows) => <List>{rows}</List>}
        renderItem={(v) => (
          <List.Item
            description={`${v.orderId} · ${formatPrice(v.invoiceAmount)}`}
            extra={<InvoiceStateTag state={v.invoiceState} />}
          >
            <Link to={v.invoiceState === 0 ? `/receipt-apply/${v.orderId}` : `/receipt-detail/${v.orderId}`}>
              {v.goodsName || v.orderId}
            </Link>
          </List.Item>
        )}
        failedTitle={t('loadError')}
        empty={{ title: t('empty'), next: { label: t('emptyNext'), to: '/orders' } }}
        endText={t('noMore')}
      />
    </>
  );
}
