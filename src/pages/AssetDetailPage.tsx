import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function AssetDetailPage() {
  return <PlaceholderPage titleKey="routes.asset" />;
}
