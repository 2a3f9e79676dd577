import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInvitesPage } from '@/api/invites';
import { PagedList } from '@/components/list/PagedList';
import { formatDateTime } from '@/lib/format-time';

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

export function InviteeList() {
  const { t } = useTranslation('invites');
  const q = useInvitesPage();
  const total = q.data?.pages[0]?.totalSize ?? 0;
  return (
    <PagedList
      query={q}
      itemKey={(u) => u.uid}
      wrap={(rows) => <List header={t('invitees', { count: total })}>{rows}</List>}
      renderItem={(u) => (
        <List.Item description={short(u.address)} extra={formatDateTime(u.registerTime)}>
          {u.nickname}
        </List.Item>
      )}
      failedTitle={t('loadError')}
      empty={{ title: t('empty') }}
      endText={t('noMore')}
    />
  );
}
