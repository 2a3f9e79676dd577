import type { GoodsPageVO } from '@contracts/goods';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/money';
import { useStatusWord } from '@/lib/status-words';
import card from './card.module.css';
import styles from './goods.module.css';
import { Tag } from './Tag';

/**
 * The cover asks for its picture only once its box is on screen, as antd-mobile's lazy Image did: the browser's own
 * `loading="lazy"` starts about a screen and a half early, and the feed's covers then shared a phone's link with the
 * first screen's code and banner (the bench's / transferred 1.2 MiB instead of 0.8). The box holds the place.
 */
function LazyCover({ src }: { src: string }) {
  const box = useRef<HTMLImageElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (inView || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setInView(true);
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setInView(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [inView]);
  return (
    <img
      ref={box}
      className={card.coverImg}
      src={inView && src ? src : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={750}
      height={750}
    />
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
        <LazyCover src={spu.cover} />
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
