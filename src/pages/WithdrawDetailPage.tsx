import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { DeliveryDetail } from '@/features/deliveries/components/DeliveryDetail';

export default function WithdrawDetailPage() {
  const { t } = useTranslation('shell');
  const { orderId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('routes.withdrawDetail')} />
      <main>
        <DeliveryDetail key={orderId} orderId={orderId} />
      </main>
    </>
  );
}
