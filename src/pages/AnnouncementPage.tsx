import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { NoticeArticle } from '@/features/notices/components/NoticeArticle';

export default function AnnouncementPage() {
  const { t } = useTranslation('notices');
  const { id = '' } = useParams();
  return (
    <Screen title={t('detailTitle')}>
      <NoticeArticle id={/^\d+$/.test(id) ? Number(id) : Number.NaN} />
    </Screen>
  );
}
