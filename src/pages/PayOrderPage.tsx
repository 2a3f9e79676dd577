import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function PayOrderPage() {
  return <PlaceholderPage titleKey="routes.payOrder" />;
}
