import { ErrorBlock, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSubmitInvoice } from '@/api/invoices';
import { formatPrice } from '@/lib/money';
import { errorState } from '@/lib/page-state';
import { ApplyForm } from './ApplyForm';
import { InvoiceLoaded } from './InvoiceLoaded';
import { InvoiceStateTag } from './InvoiceStateTag';

/** Apply only when the order has no live invoice (state 0 or 3); otherwise say where it stands. */
export function InvoiceApply({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const submit = useSubmitInvoice();
  return (
    <InvoiceLoaded orderId={orderId} lineCount={6}>
      {(v) => (
        <>
          <List>
            <List.Item extra={v.orderId}>{t('detail.orderId')}</List.Item>
            {v.goodsName && <List.Item extra={v.goodsName}>{t('detail.goods')}</List.Item>}
            <List.Item extra={formatPrice(v.invoiceAmount)}>{t('detail.amount')}</List.Item>
            <List.Item extra={<InvoiceStateTag state={v.invoiceState} />}>{t('detail.state')}</List.Item>
          </List>
          {v.invoiceState === 0 || v.invoiceState === 3 ? (
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
      )}
    </InvoiceLoaded>
  );
}
