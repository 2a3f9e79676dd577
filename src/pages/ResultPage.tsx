import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function ResultPage() {
  return <PlaceholderPage titleKey="routes.result" />;
}
