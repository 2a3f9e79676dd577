import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function ReceiptApplyPage() {
  return <PlaceholderPage titleKey="routes.receiptApply" />;
}
