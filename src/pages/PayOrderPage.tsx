import { useQuery } from '@tanstack/react-query';
import { Button, NoticeBar, Result, Skeleton, Tabs } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { orderDetailQuery } from '@/api/orders';
import { usePayTypes } from '@/api/payments';
import { useTrackedEntry } from '@/api/tracked-tx';
import { Countdown } from '@/components/Countdown';
import { LoadFailed } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { TxProgress } from '@/components/tx/TxProgress';
import { OfflinePay } from '@/features/payments/components/OfflinePay';
import { PaymentUnavailable } from '@/features/payments/components/PaymentUnavailable';
import { PayTypeList } from '@/features/payments/components/PayTypeList';
import { WalletPay } from '@/features/payments/components/WalletPay';
import { choosePayType } from '@/features/payments/lib/choose-pay-type';
import { formatPrice } from '@/lib/money';
import { loadingState } from '@/lib/page-state';
import { walletSender } from '@/platform/wallet';

const OFFLINE_POLL_MS = 3000;

export default function PayOrderPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  // An offline payment waits for the merchant: look again every few seconds until it is decided.
  const order = useQuery({
    ...orderDetailQuery(orderId),
    refetchInterval: (q) => (q.state.data?.info.offlinePayState === 1 ? OFFLINE_POLL_MS : false),
  });
  const sent = useTrackedEntry('pay', orderId);
  const sentPayment = sent.entry;
  const [expired, setExpired] = useState(false);
  const pending = order.data?.info.status === 0 && !expired;
  const payTypes = usePayTypes(orderId, pending);
  const [chainType, setChainType] = useState<number | null>(null);
  const send = walletSender();
  const paid = useCallback(() => navigate(`/pay-success/${orderId}`, { replace: true }), [navigate, orderId]);
  const onExpire = useCallback(() => {
    setExpired(true);
    void order.refetch();
  }, [order]);

  const nav = <PageHeader title={t('pay.title')} />;
  if (order.isPending)
    return (
      <div>
        {nav}
        <Skeleton.Paragraph {...loadingState} lineCount={6} animated />
      </div>
    );
  if (order.isError)
    return (
      <div>
        {nav}
        <LoadFailed title={t('orders:common.loadError')} onRetry={() => void order.refetch()} />
      </div>
    );
  const { info } = order.data;
  // Already paid (e.g. the pay call succeeded and the detail refetched): go on, without navigating mid-render.
  if (info.status === 1) return <Navigate to={`/pay-success/${orderId}`} replace />;
  if (info.status !== 0 || expired) {
    return (
      <div>
        {nav}
        <Result
          status="warning"
          title={info.status === 3 || expired ? t('pay.expired') : t('pay.closed')}
          description={info.status === 3 || expired ? t('pay.expiredHint') : ''}
        />
        {sentPayment && (
          // Sent before the deadline, confirmed after it: the hash is not dropped; the shopper keeps the proof.
          <div style={{ padding: 12 }}>
            <p>{t('pay.lateTx')}</p>
            <TxProgress entry={sentPayment} onRetry={sent.retry} onDismiss={sent.dismiss} />
          </div>
        )}
        <Button block onClick={() => navigate('/orders')}>
          {t('pay.backToOrders')}
        </Button>
      </div>
    );
  }
  if (info.offlinePayState === 1) {
    return (
      <div>
        {nav}
        <Result status="waiting" title={t('pay.offlineAwaiting')} description={t('pay.offlineAwaitingHint')} />
        <Button block onClick={() => navigate('/orders')}>
          {t('pay.backToOrders')}
        </Button>
      </div>
    );
  }
  // docs/backend/corrections.md#b7-pay-type-chains: two, one or no chains; a refetch may drop the picked one (then the
  // first listed is used).
  const price = choosePayType(payTypes.data, chainType);
  return (
    <div>
      {nav}
      <section style={{ background: '#fff', padding: 16, textAlign: 'center' }}>
        <div>{t('pay.amount')}</div>
        <div style={{ fontSize: 28, color: 'var(--mall-red)', fontWeight: 600 }} data-testid="pay-amount">
          {formatPrice(info.amount)}
        </div>
        <Countdown deadline={info.expireTime} onExpire={onExpire} label={(time) => t('pay.countdown', { time })} />
      </section>
      {info.offlinePayState === 3 && <NoticeBar color="alert" wrap content={t('pay.offlineRefused')} />}
      <Tabs defaultActiveKey="wallet">
        <Tabs.Tab title={t('pay.wallet')} key="wallet">
          {payTypes.isPending ? (
            <Skeleton.Paragraph {...loadingState} lineCount={4} animated />
          ) : price && payTypes.data ? (
            // Quotes in hand (a failed refetch keeps them): the wallet part stays, with any payment under way.
            <>
              <PayTypeList prices={payTypes.data} value={price.chainType} onChange={setChainType} />
              <div style={{ padding: 12 }}>
                <WalletPay orderId={orderId} price={price} {...(send ? { send } : {})} onPaid={paid} />
              </div>
            </>
          ) : sentPayment ? (
            // A payment already sent must stay in view even when the chains are no longer listed
            // (docs/backend/corrections.md#b7-pay-type-chains) or the quotes cannot be read: its hash and its way to
            // check again are the shopper's proof.
            <div style={{ padding: 12 }} data-testid="sent-payment">
              <TxProgress entry={sentPayment} onRetry={sent.retry} onDismiss={sent.dismiss} />
            </div>
          ) : payTypes.isError ? (
            <LoadFailed
              title={t('pay.payTypesFailed')}
              error={payTypes.error}
              onRetry={() => void payTypes.refetch()}
            />
          ) : (
            // docs/backend/corrections.md#b7-pay-type-chains: no chain is enabled with a live price.
            <PaymentUnavailable
              retrying={payTypes.isFetching}
              onRetry={() => void payTypes.refetch()}
              onBack={() => navigate('/orders')}
            />
          )}
        </Tabs.Tab>
        <Tabs.Tab title={t('pay.offline')} key="offline">
          <div style={{ padding: 12 }}>
            <OfflinePay orderId={orderId} onPaid={() => void order.refetch()} />
          </div>
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
