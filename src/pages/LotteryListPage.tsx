import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function LotteryListPage() {
  return <PlaceholderPage titleKey="routes.lotteryList" />;
}
