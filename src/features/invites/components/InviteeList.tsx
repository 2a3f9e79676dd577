import { Empty, InfiniteScroll, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { formatDateTime } from '@/lib/format-time';
import { useInvitesPage } from '../api/get-invites-page';

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function InviteeList() {
  const { t } = useTranslation('invites');
  const q = useInvitesPage();
  if (q.isPending) return <Loading />;
  if (q.isError && !q.data) return <LoadFailed title={t('loadError')} onRetry={() => q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  const total = q.data.pages[0]?.totalSize ?? 0;
  if (rows.length === 0) return <Empty description={t('empty')} />;
  return (
    <>
      <List header={t('invitees', { count: total })}>
        {rows.map((u) => (
          <List.Item key={u.uid} description={short(u.address)} extra={formatDateTime(u.registerTime)}>
            {u.nickname}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={async () => void (await q.fetchNextPage())} hasMore={q.hasNextPage}>
        {q.hasNextPage ? t('loadingMore') : t('noMore')}
      </InfiniteScroll>
    </>
  );
}
