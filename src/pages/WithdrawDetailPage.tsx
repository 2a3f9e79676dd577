import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function WithdrawDetailPage() {
  return <PlaceholderPage titleKey="routes.withdrawDetail" />;
}
