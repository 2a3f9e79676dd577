import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/PageHeader';
import { NoticeFeed } from '@/features/notices/components/NoticeFeed';

export default function BroadcastPage() {
  const { t } = useTranslation('notices');
  return (
    <Screen title={t('title')} noBack>
      <NoticeFeed />
    </Screen>
  );
}
