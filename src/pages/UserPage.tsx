import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { UserCentre } from '@/features/account/components/UserCentre';
import { useLogout } from '@/features/auth';
import { ScanButton } from '@/features/scanner/ScanButton';
import { useSession } from '@/features/session';

export default function UserPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const logout = useLogout();
  return (
    <div>
      <PageHeader title={t('title')} noBack />
      <main>
        <UserCentre
          user={session.user}
          pending={session.pending}
          onRetry={session.failed ? session.retry : undefined}
          onLogout={logout}
          scanSlot={<ScanButton />}
        />
      </main>
    </div>
  );
}
