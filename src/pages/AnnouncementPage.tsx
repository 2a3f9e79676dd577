import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function AnnouncementPage() {
  return <PlaceholderPage titleKey="routes.announcement" />;
}
