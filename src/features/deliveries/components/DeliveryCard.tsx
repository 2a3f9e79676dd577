import type { ExpressOrderVO } from '@contracts/deliveries';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format-time';
import { useStatusWord } from '@/lib/status-words';
import css from './deliveries.module.css';

/** One delivery order in the list; links to /withdraw-detail/:orderId. */
export function DeliveryCard({ order }: { order: ExpressOrderVO }) {
  const { t } = useTranslation('deliveries');
  const word = useStatusWord();
  const e = order.express;
  return (
    <Link to={`/withdraw-detail/${e.orderId}`} className={css.card}>
      <img className={css.cover} src={order.meta.cover} alt="" />
      <div className={css.info}>
        <div className={css.row}>
          <span className={css.name}>{order.meta.name}</span>
          <Tag color={e.status >= 3 ? 'warning' : 'danger'} fill="outline">
            {word('delivery', e.status)}
          </Tag>
        </div>
        <div className={css.muted}>{t('card.count', { count: e.num })}</div>
        <div className={css.muted}>
          {t('card.orderId')} {e.orderId}
        </div>
        <div className={css.muted}>{formatDateTime(e.orderTime)}</div>
      </div>
    </Link>
  );
}
