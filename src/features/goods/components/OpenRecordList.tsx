import { ErrorBlock, Image, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { useOpenRecords } from '../api/get-open-records';

/** Who opened what from a blind box: pages of 10, newest first. */
export function OpenRecordList({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation('goods');
  const q = useOpenRecords(goodsId);
  if (q.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (q.isError && !q.data) return <LoadFailed title={t('common.loadError')} onRetry={() => void q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('records.empty')} description="" />;
  return (
    <>
      <List>
        {rows.map((r) => (
          <List.Item
            key={r.id}
            prefix={r.cover ? <Image src={r.cover} width={40} height={40} fit="cover" lazy alt="" /> : null}
            description={r.createTime}
          >
            {r.nickName || `UID ${r.uid}`} {t('records.opened', { prize: r.goodsName })}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll
        hasMore={q.hasNextPage}
        loadMore={async () => {
          const res = await q.fetchNextPage();
          if (res.isError) throw res.error;
        }}
      >
        {q.hasNextPage ? null : <span>{t('records.noMore')}</span>}
      </InfiniteScroll>
    </>
  );
}
