import { Empty, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { useLotteriesPage } from '../api/get-lotteries-page';
import { useNow } from '../lib/use-now';
import { LotteryCard } from './LotteryCard';
import css from './lotteries.module.css';

export function LotteryList({ token }: { token: string | null }) {
  const { t } = useTranslation('lotteries');
  const q = useLotteriesPage(token);
  const now = useNow();
  if (q.isPending) return <Loading />;
  if (q.isError && !q.data) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <Empty description={t('empty')} />;
  return (
    <div className={css.list}>
      {rows.map((l) => (
        <LotteryCard key={l.id} item={l} now={now} />
      ))}
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage}>
        {q.hasNextPage ? t('loadingMore') : t('noMore')}
      </InfiniteScroll>
    </div>
  );
}
