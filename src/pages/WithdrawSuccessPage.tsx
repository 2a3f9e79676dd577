import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { WithdrawSuccess } from '@/features/deliveries/components/WithdrawSuccess';

export default function WithdrawSuccessPage() {
  const { t } = useTranslation('shell');
  const { orderId = '' } = useParams();
  return (
    <>
      <PageHeader title={t('routes.withdrawSuccess')} />
      <main>
        <WithdrawSuccess orderId={orderId} />
      </main>
    </>
  );
}
