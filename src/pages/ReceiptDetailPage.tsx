import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function ReceiptDetailPage() {
  return <PlaceholderPage titleKey="routes.receiptDetail" />;
}
