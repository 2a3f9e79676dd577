import type { GoodsPageVO } from '@contracts/goods';
import { Image, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStatusWord } from '@/lib/status-words';
import { formatPrice } from '../lib/price';
import styles from './goods.module.css';

export function GoodsCard({ item }: { item: GoodsPageVO }) {
  const { t } = useTranslation('goods');
  const word = useStatusWord();
  const { spu, merchant } = item;
  const soldOut = spu.stock <= 0;
  return (
    <Link to={`/goods/${spu.goodsId}`} className={styles.card}>
      <div className={styles.cover}>
        <Image src={spu.cover} alt="" lazy fit="cover" width="100%" height="100%" />
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
