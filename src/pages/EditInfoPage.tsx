import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { AccountInfo } from '@/features/account/components/AccountInfo';
import { useSession } from '@/features/session';

export default function EditInfoPage() {
  const { t } = useTranslation('account');
  const { user, failed, retry } = useSession();
  return (
    <div>
      <PageHeader title={t('editTitle')} />
      <main>
        {user ? <AccountInfo key={user.address} user={user} /> : failed ? <LoadFailed onRetry={retry} /> : <Loading />}
      </main>
    </div>
  );
}
