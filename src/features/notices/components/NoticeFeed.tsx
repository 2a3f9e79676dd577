import { Empty, Image, InfiniteScroll, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { formatDateTime } from '@/lib/format-time';
import { useNoticesPage } from '../api/get-notices-page';
import css from './notices.module.css';

/** The broadcast tab: top notices first, newest next, loading more as the list scrolls. */
export function NoticeFeed() {
  const { t } = useTranslation('notices');
  const q = useNoticesPage();
  if (q.isPending) return <Loading />;
  if (q.isError && !q.data) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <Empty description={t('empty')} />;
  return (
    <>
      <List aria-label={t('feed')}>
        {rows.map((n) => (
          <List.Item
            key={n.id}
            prefix={<Image src={n.cover} width={72} height={54} fit="cover" lazy alt="" className={css.thumb} />}
            description={formatDateTime(n.activeTime)}
            arrowIcon
          >
            <Link to={`/announcement/${n.id}`} className={css.link}>
              {n.top === 1 && (
                <Tag color="danger" className={css.tag}>
                  {t('top')}
                </Tag>
              )}
              {n.title}
            </Link>
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage}>
        {q.hasNextPage ? t('loadingMore') : t('noMore')}
      </InfiniteScroll>
    </>
  );
}
