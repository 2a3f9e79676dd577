import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonParagraph } from '@/components/skeleton/Skeleton';
import { loadAfterFirstScreen } from '@/lib/after-first-screen';
import { loadingState } from '@/lib/page-state';
import { useWhenNeeded } from '@/lib/use-when-needed';
import styles from './goods.module.css';

/**
 * The sanitiser (DOMPurify) is a chunk of its own, loaded once the description is near the screen or the page
 * has loaded: the goods page's first screen does not wait for it (npm run budget checks). Asked for once the cover
 * is on screen, so it never shares a phone's link with that picture.
 */
const SafeHtml = lazy(() =>
  loadAfterFirstScreen(() => import('@/components/SafeHtml')).then((m) => ({ default: m.SafeHtml })),
);

/**
 * The goods description: its title at once, the merchant's HTML when needed (the section ends the page, so it
 * growing moves nothing). An empty description needs no sanitiser.
 */
export function RichDescription({ html }: { html?: string }) {
  const { t } = useTranslation('goods');
  const ref = useRef<HTMLElement>(null);
  const needed = useWhenNeeded(ref);
  const waiting = (
    <div {...loadingState}>
      <SkeletonParagraph lineCount={4} />
    </div>
  );
  return (
    <section ref={ref} className={styles.section} aria-labelledby="desc-title">
      <h2 id="desc-title" className={styles.sectionTitle}>
        {t('detail.description')}
      </h2>
      {!html?.trim() ? (
        <p>{t('detail.noDescription')}</p>
      ) : needed ? (
        <Suspense fallback={waiting}>
          {/* Merchant HTML: the app's one sanitiser and navigation gate (SafeHtml). */}
          <SafeHtml html={html} className={styles.description} />
        </Suspense>
      ) : (
        waiting
      )}
    </section>
  );
}
