import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/PageHeader';
import { ContactView } from '@/features/account/components/ContactView';

export default function ContactPage() {
  const { t } = useTranslation('account');
  return (
    <Screen title={t('contactTitle')}>
      <ContactView />
    </Screen>
  );
}
