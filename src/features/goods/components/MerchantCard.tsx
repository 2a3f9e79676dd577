import type { MerchantVO } from '@contracts/goods';
import { Avatar, Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { copyText } from '@/lib/feedback';
import styles from './goods.module.css';

export function MerchantCard({ merchant, link = false }: { merchant: MerchantVO; link?: boolean }) {
  const { t } = useTranslation('goods');
  const copy = () => copyText(merchant.address);
  const name = merchant.name || merchant.address.slice(0, 10);
  return (
    <section className={styles.section} aria-label={t('detail.merchant')}>
      <div className={styles.prize}>
        {/* Decorative: the merchant's name follows. Without alt, screen readers read the image URL. */}
        <Avatar src={merchant.headUrl} alt="" style={{ '--size': '44px' }} />
        <div className={styles.prizeName}>
          <div className={styles.sectionTitle}>
            {link ? <Link to={`/merchant?address=${merchant.address}`}>{name}</Link> : name}
          </div>
          <div className={`${styles.muted} ${styles.mono}`}>{merchant.address}</div>
        </div>
        <Button size="mini" onClick={() => void copy()} aria-label={`${t('merchant.copy')} ${t('merchant.address')}`}>
          {t('merchant.copy')}
        </Button>
      </div>
    </section>
  );
}
