import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { ContactView } from '@/features/account/components/ContactView';

export default function ContactPage() {
  const { t } = useTranslation('account');
  return (
    <div>
      <PageHeader title={t('contactTitle')} />
      <main>
        <ContactView />
      </main>
    </div>
  );
}
