import type { OrderVO } from '@contracts/orders';
import { Button, Image } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import styles from './orders.module.css';

export function OrderCard({ order }: { order: OrderVO }) {
  const { t } = useTranslation('orders');
  const word = useStatusWord();
  const navigate = useNavigate();
  const { info, meta, merchant } = order;
  return (
    <article className={styles.card} aria-label={`${meta.name} ${info.orderId}`}>
      <div className={styles.cardHead}>
        <span>{merchant.name}</span>
        <span className={styles.status} data-testid="order-status">
          {word('order', info.status)}
        </span>
      </div>
      <Link to={`/order-detail/${info.orderId}`} style={{ display: 'flex', gap: 12, color: 'inherit' }}>
        <Image src={meta.cover} width={72} height={72} fit="cover" lazy alt="" />
        <div style={{ flex: 1 }}>
          <div className={styles.title}>{meta.name}</div>
          <div className={styles.muted}>{t('list.qty', { count: info.num })}</div>
          <div>{t('list.total', { amount: formatPrice(info.amount) })}</div>
        </div>
      </Link>
      <div className={styles.actions}>
        {info.status === 0 && (
          <Button size="small" color="danger" onClick={() => navigate(`/pay-order/${info.orderId}`)}>
            {t('list.pay')}
          </Button>
        )}
        <Button size="small" onClick={() => navigate(`/order-detail/${info.orderId}`)}>
          {t('list.detail')}
        </Button>
      </div>
    </article>
  );
}
