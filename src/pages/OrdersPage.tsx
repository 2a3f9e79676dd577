import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function OrdersPage() {
  return <PlaceholderPage titleKey="routes.orders" />;
}
