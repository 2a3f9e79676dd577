import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function BlindboxRecordPage() {
  return <PlaceholderPage titleKey="routes.blindboxRecord" />;
}
