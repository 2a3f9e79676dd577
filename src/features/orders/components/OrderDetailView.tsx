import type { OrderVO } from '@contracts/orders';
import { Button, Image, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCancelOrder } from '@/api/orders';
import { BusyButton } from '@/components/BusyButton';
import { askConfirm } from '@/lib/feedback';
import { langOf } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import type { SendTransaction } from '@/platform/wallet';
import { OrderTimeline } from './OrderTimeline';
import styles from './orders.module.css';
import { RefundApplyPopup } from './RefundApplyPopup';

export function OrderDetailView({ order, send }: { order: OrderVO; send?: SendTransaction }) {
  const { t, i18n } = useTranslation('orders');
  const word = useStatusWord();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const [refunding, setRefunding] = useState(false);
  const { info, meta, merchant } = order;
  const lang = langOf(i18n.language);
  const when = (ms: number) => new Date(ms).toLocaleString(lang === 'en' ? 'en-GB' : 'zh-CN');

  const onCancel = async () => {
    const yes = await askConfirm({
      content: t('detail.cancelConfirm'),
      confirmText: t('refund.confirm'),
      cancelText: t('refund.cancel'),
    });
    if (!yes) return;
    try {
      await cancel.mutateAsync(info.orderId);
      Toast.show({ icon: 'success', content: t('detail.cancelled') });
    } catch {
      // shown by the global error handler
    }
  };

  return (
    <div>
      <section className={styles.section}>
        <div className={styles.status} data-testid="order-status" style={{ fontSize: 18, fontWeight: 600 }}>
          {word('order', info.status)}
        </div>
        <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
          <Image src={meta.cover} width={72} height={72} fit="cover" alt="" />
          <div>
            <div className={styles.title}>{meta.name}</div>
            <div className={styles.muted}>{merchant.name}</div>
            <div>
              {formatPrice(info.price)} × {info.num}
            </div>
          </div>
        </div>
      </section>
      <section className={styles.section}>
        <div className={styles.row}>
          <span>{t('detail.orderId')}</span>
          <span className={styles.mono}>{info.orderId}</span>
        </div>
        <div className={styles.row}>
          <span>{t('detail.orderTime')}</span>
          <span>{when(info.orderTime)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('detail.amount')}</span>
          <strong>{formatPrice(info.amount)}</strong>
        </div>
        {info.payTime ? (
          <div className={styles.row}>
            <span>{t('detail.payAmount')}</span>
            <span>
              {info.payHash ? formatPrice(info.payAmount, info.payChain === 1 ? 'USDT' : 'BTY') : t('detail.offline')}
            </span>
          </div>
        ) : null}
        <div className={styles.row}>
          <span>{t('detail.tokenIds')}</span>
          <span className={styles.mono} data-testid="token-ids">
            {info.tokenIds.length ? info.tokenIds.join(', ') : t('detail.noTokens')}
          </span>
        </div>
      </section>
      <section className={styles.section} aria-label={t('detail.timeline')}>
        <div className={styles.sectionTitle}>{t('detail.timeline')}</div>
        <OrderTimeline info={info} />
      </section>
      <div className={styles.actions} style={{ padding: 12 }}>
        {info.status === 0 && (
          <>
            <BusyButton onClick={() => void onCancel()} loading={cancel.isPending}>
              {t('detail.cancel')}
            </BusyButton>
            <Button color="danger" onClick={() => navigate(`/pay-order/${info.orderId}`)}>
              {t('detail.pay')}
            </Button>
          </>
        )}
        {info.status === 1 &&
          (info.canRefund ? (
            <Button onClick={() => setRefunding(true)}>{t('detail.refund')}</Button>
          ) : (
            <span className={styles.muted}>{t('detail.refundClosed')}</span>
          ))}
      </div>
      {info.status === 1 && info.canRefund && (
        <RefundApplyPopup
          order={order}
          open={refunding}
          onClose={() => setRefunding(false)}
          {...(send ? { send } : {})}
        />
      )}
    </div>
  );
}
