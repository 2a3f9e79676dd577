import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function BroadcastPage() {
  return <PlaceholderPage titleKey="routes.broadcast" />;
}
