import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function AddressPage() {
  return <PlaceholderPage titleKey="routes.address" />;
}
