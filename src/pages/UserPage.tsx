import { useTranslation } from 'react-i18next';
import { useLogout } from '@/api/auth';
import { useTrackedTxList } from '@/api/tracked-tx';
import { Screen } from '@/components/PageHeader';
import { PendingTxList } from '@/components/tx/PendingTxList';
import { UserCentre } from '@/features/account/components/UserCentre';
import { AssetList } from '@/features/assets/components/AssetList';
import { ScanButton } from '@/features/scanner';
import { useSession } from '@/features/session';

/** The user centre, and below it the user's token assets (the spec has no separate assets route). */
export default function UserPage() {
  const { t } = useTranslation(['account', 'assets']);
  const session = useSession();
  const logout = useLogout();
  const txs = useTrackedTxList();
  return (
    <Screen title={t('account:title')} noBack>
      <UserCentre
        user={session.user}
        pending={session.pending}
        onRetry={session.failed ? session.retry : undefined}
        onLogout={logout}
        scanSlot={<ScanButton />}
      />
      {session.loggedIn && <PendingTxList list={txs} />}
      {session.loggedIn && (
        <div id="assets">
          <h2 style={{ fontSize: 16, margin: '16px 16px 8px' }}>{t('assets:list.title')}</h2>
          <AssetList />
        </div>
      )}
    </Screen>
  );
}
