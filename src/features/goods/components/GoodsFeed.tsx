import { useTranslation } from 'react-i18next';
import { type GoodsFeedFilter, useGoodsPage } from '@/api/goods';
import { type EmptyNext, PagedList } from '@/components/list/PagedList';
import { Skeleton, SkeletonParagraph } from '@/components/skeleton/Skeleton';
import { useInterruptibleAnswer } from '@/lib/interruptible-answer';
import { loadingState } from '@/lib/page-state';
import { GoodsCard } from './GoodsCard';
import styles from './goods.module.css';

export function GoodsFeedSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid} {...loadingState}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.skeletonCard}>
          <Skeleton height={140} radius={6} />
          <SkeletonParagraph lineCount={2} />
        </div>
      ))}
    </div>
  );
}

interface Props {
  filter?: GoodsFeedFilter;
  /** Shown instead of the generic empty text (search: "nothing matches …"). */
  emptyText?: string;
  /** The empty state's next step (search: back to the whole mall); refresh otherwise. */
  emptyNext?: EmptyNext;
}

/**
 * The goods grid (home, search, merchant) on the shared list pattern. The caller keys this component
 * by its filter so a new keyword starts from page 1 with a fresh infinite-scroll footer.
 */
export function GoodsFeed({ filter = {}, emptyText, emptyNext }: Props) {
  const { t } = useTranslation('goods');
  const q = useInterruptibleAnswer(useGoodsPage(filter));
  return (
    <PagedList
      query={q}
      itemKey={(item) => item.spu.goodsId}
      renderItem={(item) => <GoodsCard item={item} />}
      wrap={(cards) => <div className={styles.grid}>{cards}</div>}
      skeleton={<GoodsFeedSkeleton />}
      failedTitle={t('home.loadFailed')}
      empty={{ title: emptyText ?? t('home.empty'), ...(emptyNext ? { next: emptyNext } : {}) }}
      endText={t('home.noMore')}
    />
  );
}
