import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/PageHeader';
import { DownloadView } from '@/features/account/components/DownloadView';

export default function DownloadPage() {
  const { t } = useTranslation('account');
  return (
    <Screen title={t('downloadTitle')}>
      <DownloadView />
    </Screen>
  );
}
