import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function EditInfoPage() {
  return <PlaceholderPage titleKey="routes.editInfo" />;
}
