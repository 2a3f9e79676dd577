import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { Screen } from '@/components/PageHeader';
import { AccountInfo } from '@/features/account/components/AccountInfo';
import { useSession } from '@/features/session';

export default function EditInfoPage() {
  const { t } = useTranslation('account');
  const { user, failed, retry } = useSession();
  return (
    <Screen title={t('editTitle')}>
      {user ? <AccountInfo key={user.address} user={user} /> : failed ? <LoadFailed onRetry={retry} /> : <Loading />}
    </Screen>
  );
}
