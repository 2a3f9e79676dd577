import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function MyReceiptPage() {
  return <PlaceholderPage titleKey="routes.myReceipt" />;
}
