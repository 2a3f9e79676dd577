import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRichHtml } from '@/lib/sanitize-html';
import styles from './goods.module.css';

export function RichDescription({ html }: { html?: string }) {
  const { t } = useTranslation('goods');
  const clean = useMemo(() => (html ? sanitizeRichHtml(html) : ''), [html]);
  return (
    <section className={styles.section} aria-labelledby="desc-title">
      <h2 id="desc-title" className={styles.sectionTitle}>
        {t('detail.description')}
      </h2>
      {clean ? (
        // Sanitised by the app's one sanitiser above: scripts, handlers and script-capable URLs are gone.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised merchant HTML
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p>{t('detail.noDescription')}</p>
      )}
    </section>
  );
}
