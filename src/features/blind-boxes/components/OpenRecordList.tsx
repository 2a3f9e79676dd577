import { Image, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useOpenRecords } from '@/api/blind-boxes';
import { PagedList } from '@/components/list/PagedList';

/** Who opened what from a blind box: pages of 10, newest first. */
export function OpenRecordList({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation('goods');
  const q = useOpenRecords(goodsId);
  return (
    <PagedList
      query={q}
      itemKey={(r) => r.id}
      wrap={(rows) => <List>{rows}</List>}
      renderItem={(r) => (
        <List.Item
          prefix={r.cover ? <Image src={r.cover} width={40} height={40} fit="cover" lazy alt="" /> : null}
          description={r.createTime}
        >
          {r.nickName || `UID ${r.uid}`} {t('records.opened', { prize: r.goodsName })}
        </List.Item>
      )}
      skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      failedTitle={t('common.loadError')}
      empty={{ title: t('records.empty'), next: { label: t('records.emptyNext'), to: `/goods/${goodsId}` } }}
      endText={t('records.noMore')}
    />
  );
}
