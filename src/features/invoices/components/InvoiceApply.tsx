import { ErrorBlock, List, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInvoiceDetail, useSubmitInvoice } from '@/api/invoices';
import { LoadFailed } from '@/components/LoadStates';
import { formatPrice } from '@/lib/money';
import { errorState, loadingState } from '@/lib/page-state';
import { ApplyForm } from './ApplyForm';
import { InvoiceStateTag } from './InvoiceStateTag';

/** Apply only when the order has no live invoice (state 0 or 3); otherwise say where it stands. */
export function InvoiceApply({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const q = useInvoiceDetail(orderId);
  const submit = useSubmitInvoice();
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={6} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} error={q.error} />;
  if (!q.data) return <ErrorBlock {...errorState} status="empty" title={t('notInvoiceable')} />;
  const v = q.data;
  const open = v.invoiceState === 0 || v.invoiceState === 3;
  return (
    <>
      <List>
        <List.Item extra={v.orderId}>{t('detail.orderId')}</List.Item>
        {v.goodsName && <List.Item extra={v.goodsName}>{t('detail.goods')}</List.Item>}
        <List.Item extra={formatPrice(v.invoiceAmount)}>{t('detail.amount')}</List.Item>
        <List.Item extra={<InvoiceStateTag state={v.invoiceState} />}>{t('detail.state')}</List.Item>
      </List>
      {open ? (
        <ApplyForm
          orderId={orderId}
          submitting={submit.isPending}
          onSubmit={(r) =>
            submit.mutate(r.value, {
              onSuccess: () => {
                Toast.show({ icon: 'success', content: t('submitted') });
                onDone();
              },
            })
          }
        />
      ) : (
        <ErrorBlock {...errorState} status="default" title={t('alreadyApplied')} />
      )}
    </>
  );
}
