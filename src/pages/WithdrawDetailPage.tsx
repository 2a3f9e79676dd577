import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { DeliveryDetail } from '@/features/deliveries/components/DeliveryDetail';

export default function WithdrawDetailPage() {
  const { t } = useTranslation('shell');
  const { orderId = '' } = useParams();
  return (
    <Screen title={t('routes.withdrawDetail')}>
      <DeliveryDetail key={orderId} orderId={orderId} />
    </Screen>
  );
}
