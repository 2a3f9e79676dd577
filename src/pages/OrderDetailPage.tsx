import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrderDetail } from '@/api/orders';
import { LoadFailed } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { OrderDetailView } from '@/features/orders/components/OrderDetailView';
import { loadingState } from '@/lib/page-state';
import { walletSender } from '@/platform/wallet';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('orders');
  const q = useOrderDetail(orderId);
  const send = walletSender();
  return (
    <div>
      <PageHeader title={t('detail.title')} />
      {q.isPending ? (
        <Skeleton.Paragraph {...loadingState} lineCount={8} animated />
      ) : q.isError ? (
        <LoadFailed title={t('detail.notFound')} onRetry={() => void q.refetch()} />
      ) : (
        <OrderDetailView order={q.data} {...(send ? { send } : {})} />
      )}
    </div>
  );
}
