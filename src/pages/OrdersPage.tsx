import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { OrderList } from '@/features/orders/components/OrderList';

export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const status = Number(params.get('status') ?? '-1');
  return (
    <div>
      <PageHeader title={t('list.title')} />
      <OrderList
        status={Number.isInteger(status) ? status : -1}
        onStatusChange={(s) => setParams(s === -1 ? {} : { status: String(s) }, { replace: true })}
      />
    </div>
  );
}
