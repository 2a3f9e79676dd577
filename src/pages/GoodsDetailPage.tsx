import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function GoodsDetailPage() {
  return <PlaceholderPage titleKey="routes.goods" />;
}
