import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function OrderDetailPage() {
  return <PlaceholderPage titleKey="routes.orderDetail" />;
}
