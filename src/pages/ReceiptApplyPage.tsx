import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { InvoiceApply } from '@/features/invoices/components/InvoiceApply';

export default function ReceiptApplyPage() {
  const { t } = useTranslation('invoices');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Screen title={t('applyTitle')}>
      <InvoiceApply orderId={orderId} onDone={() => navigate(`/receipt-detail/${orderId}`, { replace: true })} />
    </Screen>
  );
}
