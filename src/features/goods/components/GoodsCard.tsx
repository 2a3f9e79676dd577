import type { GoodsPageVO } from '@contracts/goods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import card from './card.module.css';
import styles from './goods.module.css';

type TagColor = 'danger' | 'default' | 'warning';
/** A solid tag as antd-mobile drew it, in a plain element: the card is on the home page's first screen. */
function Tag({ color, children }: { color: TagColor; children: string }) {
  return (
    <span className={`${card.tag} ${card[color]}`} data-tag={color}>
      {children}
    </span>
  );
}

export function GoodsCard({ item }: { item: GoodsPageVO }) {
  const { t } = useTranslation('goods');
  const word = useStatusWord();
  const { spu, merchant } = item;
  const soldOut = spu.stock <= 0;
  return (
    <Link to={`/goods/${spu.goodsId}`} className={styles.card}>
      <div className={styles.cover}>
        <img
          className={card.coverImg}
          src={spu.cover || undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={750}
          height={750}
        />
        {soldOut && <span className={styles.soldOut}>{t('card.soldOut')}</span>}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.name}>{spu.name}</div>
        <div className={styles.tags}>
          {spu.type === 1 && <Tag color="danger">{t('card.blindBox')}</Tag>}
          {spu.type === 2 && <Tag color="default">{t('card.synthetic')}</Tag>}
          {spu.saleType === 1 && <Tag color="warning">{t('card.whitelist')}</Tag>}
        </div>
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatPrice(spu.price)}</span>
          <span className={styles.muted}>{t('card.sales', { count: spu.sales })}</span>
        </div>
        <div className={styles.merchantName}>{merchant.name || word('spuType', spu.type)}</div>
      </div>
    </Link>
  );
}
