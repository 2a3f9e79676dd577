import { ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { type GoodsFeedFilter, useGoodsPage } from '../api/get-goods-page';
import { GoodsCard } from './GoodsCard';
import styles from './goods.module.css';

export function GoodsFeedSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.skeletonCard}>
          <Skeleton animated style={{ '--height': '140px', '--border-radius': '6px' }} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

interface Props {
  filter?: GoodsFeedFilter;
  /** Shown instead of the generic empty text (search: "nothing matches …"). */
  emptyText?: string;
}

/**
 * The goods grid: skeletons first, pull to refresh, infinite scroll. The caller keys this component
 * by its filter so a new keyword starts from page 1 with a fresh InfiniteScroll (it keeps its own offset).
 */
export function GoodsFeed({ filter = {}, emptyText }: Props) {
  const { t } = useTranslation('goods');
  const q = useGoodsPage(filter);
  if (q.isPending) return <GoodsFeedSkeleton />;
  if (q.isError && !q.data) {
    return <LoadFailed title={t('home.loadFailed')} onRetry={() => void q.refetch()} />;
  }
  const items = q.data.pages.flatMap((p) => p.data);
  if (items.length === 0) return <ErrorBlock status="empty" title={emptyText ?? t('home.empty')} description="" />;
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      <div className={styles.grid}>
        {items.map((item) => (
          <GoodsCard key={item.spu.goodsId} item={item} />
        ))}
      </div>
      <InfiniteScroll
        hasMore={q.hasNextPage}
        loadMore={async () => {
          const r = await q.fetchNextPage();
          // InfiniteScroll retries on its own while the promise resolves; a rejection stops it until tapped.
          if (r.isError) throw r.error;
        }}
      >
        {q.hasNextPage ? null : <span>{t('home.noMore')}</span>}
      </InfiniteScroll>
    </PullToRefresh>
  );
}
