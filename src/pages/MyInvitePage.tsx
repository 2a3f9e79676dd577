import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function MyInvitePage() {
  return <PlaceholderPage titleKey="routes.myInvite" />;
}
