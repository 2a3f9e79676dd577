import type { MerchantVO } from '@contracts/goods';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainButton } from '@/components/button/PlainButton';
import { LaterImage } from '@/components/later-image/LaterImage';
import { copyText } from '@/lib/feedback';
import styles from './goods.module.css';
import css from './merchant.module.css';

export function MerchantCard({ merchant, link = false }: { merchant: MerchantVO; link?: boolean }) {
  const { t } = useTranslation('goods');
  const copy = () => copyText(merchant.address);
  const name = merchant.name || merchant.address.slice(0, 10);
  return (
    <section className={styles.section} aria-label={t('detail.merchant')}>
      <div className={styles.prize}>
        {/* Decorative: the merchant's name follows. Without alt, screen readers read the image URL. */}
        {merchant.headUrl ? (
          <LaterImage className={css.avatar} src={merchant.headUrl} alt="" width={44} height={44} />
        ) : (
          <span className={css.avatar} />
        )}
        <div className={styles.prizeName}>
          <div className={styles.sectionTitle}>
            {link ? <Link to={`/merchant?address=${merchant.address}`}>{name}</Link> : name}
          </div>
          <div className={`${styles.muted} ${styles.mono}`}>{merchant.address}</div>
        </div>
        <PlainButton
          className={css.mini}
          onClick={() => void copy()}
          aria-label={`${t('merchant.copy')} ${t('merchant.address')}`}
        >
          {t('merchant.copy')}
        </PlainButton>
      </div>
    </section>
  );
}
