import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function CirculationPage() {
  return <PlaceholderPage titleKey="routes.circulation" />;
}
