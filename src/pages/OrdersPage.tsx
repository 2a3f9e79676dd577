import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { DeliveryList } from '@/features/deliveries/components/DeliveryList';
import { OrderList } from '@/features/orders/components/OrderList';

type Kind = 'goods' | 'delivery';

/**
 * `/orders` lists purchase orders and, under `?kind=delivery`, delivery (withdrawal) orders with their
 * own status tabs: the spec's route table has no separate route for the latter, so they share this one.
 */
export default function OrdersPage() {
  const { t } = useTranslation(['orders', 'deliveries']);
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get('kind') === 'delivery' ? 'delivery' : 'goods';
  const raw = Number(params.get('status') ?? '-1');
  const status = Number.isInteger(raw) ? raw : -1;
  const go = (next: Kind, s: number) =>
    setParams(
      { ...(next === 'delivery' ? { kind: 'delivery' } : {}), ...(s === -1 ? {} : { status: String(s) }) },
      { replace: true },
    );
  return (
    <div>
      <PageHeader title={kind === 'delivery' ? t('deliveries:list.title') : t('orders:list.title')} />
      <Tabs activeKey={kind} onChange={(k) => go(k as Kind, -1)}>
        <Tabs.Tab key="goods" title={t('orders:list.title')} />
        <Tabs.Tab key="delivery" title={t('deliveries:list.title')} />
      </Tabs>
      {kind === 'delivery' ? (
        <DeliveryList status={status} onStatusChange={(s) => go('delivery', s)} />
      ) : (
        <OrderList status={status} onStatusChange={(s) => go('goods', s)} />
      )}
    </div>
  );
}
