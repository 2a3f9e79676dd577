import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function AddressEditPage() {
  return <PlaceholderPage titleKey="routes.addressEdit" />;
}
