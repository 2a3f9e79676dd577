import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { Screen } from '@/components/PageHeader';
import { InviteCard } from '@/features/invites/components/InviteCard';
import { InviteeList } from '@/features/invites/components/InviteeList';
import { inviteLink } from '@/features/invites/lib/invite-link';
import { useSession } from '@/features/session';

export default function MyInvitePage() {
  const { t } = useTranslation('invites');
  const { address, failed, retry } = useSession();
  return (
    <Screen title={t('title')}>
      {address ? (
        <InviteCard link={inviteLink(window.location.origin, address)} />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <Loading />
      )}
      <InviteeList />
    </Screen>
  );
}
