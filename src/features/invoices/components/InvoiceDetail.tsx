import { ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelInvoice, useInvoiceDetail } from '@/api/invoices';
import { LoadFailed } from '@/components/LoadStates';
import { askConfirm } from '@/lib/feedback';
import { errorState, loadingState } from '@/lib/page-state';
import { InvoiceDetailView } from './InvoiceDetailView';

export function InvoiceDetail({ orderId, onApply }: { orderId: string; onApply: () => void }) {
  const { t } = useTranslation('invoices');
  const q = useInvoiceDetail(orderId);
  const cancel = useCancelInvoice();
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={8} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} error={q.error} />;
  if (!q.data) return <ErrorBlock {...errorState} status="empty" title={t('notInvoiceable')} />;
  const onCancel = async () => {
    const yes = await askConfirm({
      content: t('cancelConfirm'),
      confirmText: t('cancel'),
      cancelText: t('keep'),
    });
    if (yes) cancel.mutate(orderId, { onSuccess: () => Toast.show({ icon: 'success', content: t('cancelled') }) });
  };
  return <InvoiceDetailView invoice={q.data} cancelling={cancel.isPending} onCancel={onCancel} onApply={onApply} />;
}
