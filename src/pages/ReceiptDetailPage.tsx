import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { InvoiceDetail } from '@/features/invoices/components/InvoiceDetail';

export default function ReceiptDetailPage() {
  const { t } = useTranslation('invoices');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Screen title={t('detailTitle')}>
      <InvoiceDetail orderId={orderId} onApply={() => navigate(`/receipt-apply/${orderId}`)} />
    </Screen>
  );
}
