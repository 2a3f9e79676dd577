import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { NoticeArticle } from '@/features/notices/components/NoticeArticle';

export default function AnnouncementPage() {
  const { t } = useTranslation('notices');
  const { id = '' } = useParams();
  return (
    <div>
      <PageHeader title={t('detailTitle')} />
      <main>
        <NoticeArticle id={/^\d+$/.test(id) ? Number(id) : Number.NaN} />
      </main>
    </div>
  );
}
