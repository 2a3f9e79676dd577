import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function UserPage() {
  return <PlaceholderPage titleKey="routes.user" />;
}
