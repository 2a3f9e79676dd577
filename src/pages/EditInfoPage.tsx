import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { AccountInfo } from '@/features/account/components/AccountInfo';
import { useSession } from '@/features/session';

export default function EditInfoPage() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  return (
    <div>
      <PageHeader title={t('editTitle')} />
      <main>{user ? <AccountInfo key={user.address} user={user} /> : <Loading />}</main>
    </div>
  );
}
