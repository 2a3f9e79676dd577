import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { DownloadView } from '@/features/account/components/DownloadView';

export default function DownloadPage() {
  const { t } = useTranslation('account');
  return (
    <div>
      <PageHeader title={t('downloadTitle')} />
      <main>
        <DownloadView />
      </main>
    </div>
  );
}
