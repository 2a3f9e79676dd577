import type { BlindBoxPrizeVO } from '@contracts/goods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LaterImage } from '@/components/later-image/LaterImage';
import css from './prize-list.module.css';

/**
 * A blind box's prizes with odds and stock, and the link to who opened what: a section of the goods page's first
 * screen, drawn as antd-mobile's List drew it, in plain elements (that screen loads no antd-mobile).
 */
export function PrizeList({ goodsId, prizes }: { goodsId: string; prizes: BlindBoxPrizeVO[] }) {
  const { t } = useTranslation('goods');
  return (
    <section className={css.section} aria-labelledby="prizes-title">
      <div className={css.head}>
        <h2 id="prizes-title" className={css.title}>
          {t('prizes.title')}
        </h2>
        <Link to={`/blindbox-record/${goodsId}`}>{t('prizes.records')}</Link>
      </div>
      <ul className={css.list}>
        {prizes.map((p) => (
          <li key={p.skuId} className={css.item}>
            <LaterImage className={css.cover} src={p.cover} width={40} height={40} alt="" />
            <div className={css.main}>
              <div>{p.name}</div>
              <div className={css.description}>{t('prizes.left', { count: p.stock })}</div>
            </div>
            <div className={css.extra}>{t('prizes.rate', { rate: p.rate })}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
