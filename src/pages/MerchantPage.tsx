import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function MerchantPage() {
  return <PlaceholderPage titleKey="routes.merchant" />;
}
