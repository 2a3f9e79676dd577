import type { BlindBoxPrizeVO } from '@contracts/goods';
import { Image, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './goods.module.css';

export function PrizeList({ goodsId, prizes }: { goodsId: string; prizes: BlindBoxPrizeVO[] }) {
  const { t } = useTranslation('goods');
  return (
    <section className={styles.section} aria-labelledby="prizes-title">
      <div className={styles.row}>
        <h2 id="prizes-title" className={styles.sectionTitle}>
          {t('prizes.title')}
        </h2>
        <Link to={`/blindbox-record/${goodsId}`}>{t('prizes.records')}</Link>
      </div>
      <List>
        {prizes.map((p) => (
          <List.Item
            key={p.skuId}
            prefix={<Image src={p.cover} width={40} height={40} fit="cover" lazy alt="" />}
            extra={t('prizes.rate', { rate: p.rate })}
            description={t('prizes.left', { count: p.stock })}
          >
            {p.name}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
