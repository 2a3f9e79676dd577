import { Image, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNoticesPage } from '@/api/notices';
import { PagedList } from '@/components/list/PagedList';
import { formatDateTime } from '@/lib/format-time';
import css from './notices.module.css';

/** The broadcast tab: top notices first, newest next, loading more as the list scrolls. */
export function NoticeFeed() {
  const { t } = useTranslation('notices');
  const q = useNoticesPage();
  return (
    <PagedList
      query={q}
      itemKey={(n) => n.id}
      wrap={(rows) => <List aria-label={t('feed')}>{rows}</List>}
      renderItem={(n) => (
        <List.Item
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
      )}
      failedTitle={t('loadError')}
      empty={{ title: t('empty') }}
      endText={t('noMore')}
    />
  );
}
