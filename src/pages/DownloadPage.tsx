import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function DownloadPage() {
  return <PlaceholderPage titleKey="routes.download" />;
}
