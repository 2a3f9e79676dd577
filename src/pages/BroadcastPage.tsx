import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { NoticeFeed } from '@/features/notices/components/NoticeFeed';

export default function BroadcastPage() {
  const { t } = useTranslation('notices');
  return (
    <div>
      <PageHeader title={t('title')} noBack />
      <main>
        <NoticeFeed />
      </main>
    </div>
  );
}
