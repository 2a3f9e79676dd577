import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function WithdrawSuccessPage() {
  return <PlaceholderPage titleKey="routes.withdrawSuccess" />;
}
