import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/SafeHtml';
import styles from './goods.module.css';

export function RichDescription({ html }: { html?: string }) {
  const { t } = useTranslation('goods');
  return (
    <section className={styles.section} aria-labelledby="desc-title">
      <h2 id="desc-title" className={styles.sectionTitle}>
        {t('detail.description')}
      </h2>
      {/* Merchant HTML: the app's one sanitiser and navigation gate (SafeHtml). */}
      {html?.trim() ? <SafeHtml html={html} className={styles.description} /> : <p>{t('detail.noDescription')}</p>}
    </section>
  );
}
