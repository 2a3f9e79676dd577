import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function PaySuccessPage() {
  return <PlaceholderPage titleKey="routes.paySuccess" />;
}
