import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function LotteryDetailPage() {
  return <PlaceholderPage titleKey="routes.lotteryDetail" />;
}
