import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { WithdrawSuccess } from '@/features/deliveries/components/WithdrawSuccess';

export default function WithdrawSuccessPage() {
  const { t } = useTranslation('shell');
  const { orderId = '' } = useParams();
  return (
    <Screen title={t('routes.withdrawSuccess')}>
      <WithdrawSuccess orderId={orderId} />
    </Screen>
  );
}
