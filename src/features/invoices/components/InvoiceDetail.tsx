import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelInvoice } from '@/api/invoices';
import { askConfirm } from '@/lib/feedback';
import { InvoiceDetailView } from './InvoiceDetailView';
import { InvoiceLoaded } from './InvoiceLoaded';

export function InvoiceDetail({ orderId, onApply }: { orderId: string; onApply: () => void }) {
  const { t } = useTranslation('invoices');
  const cancel = useCancelInvoice();
  const onCancel = async () => {
    const yes = await askConfirm({
      content: t('cancelConfirm'),
      confirmText: t('cancel'),
      cancelText: t('keep'),
    });
    if (yes) cancel.mutate(orderId, { onSuccess: () => Toast.show({ icon: 'success', content: t('cancelled') }) });
  };
  return (
    <InvoiceLoaded orderId={orderId} lineCount={8}>
      {(invoice) => (
        <InvoiceDetailView invoice={invoice} cancelling={cancel.isPending} onCancel={onCancel} onApply={onApply} />
      )}
    </InvoiceLoaded>
  );
}
