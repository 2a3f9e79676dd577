import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { InviteCard } from '@/features/invites/components/InviteCard';
import { InviteeList } from '@/features/invites/components/InviteeList';
import { inviteLink } from '@/features/invites/lib/invite-link';
import { useSession } from '@/features/session';

export default function MyInvitePage() {
  const { t } = useTranslation('invites');
  const { address, failed, retry } = useSession();
  return (
    <div>
      <PageHeader title={t('title')} />
      <main>
        {address ? (
          <InviteCard link={inviteLink(window.location.origin, address)} />
        ) : failed ? (
          <LoadFailed onRetry={retry} />
        ) : (
          <Loading />
        )}
        <InviteeList />
      </main>
    </div>
  );
}
