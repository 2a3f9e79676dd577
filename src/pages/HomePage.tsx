import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function HomePage() {
  return <PlaceholderPage titleKey="routes.home" />;
}
