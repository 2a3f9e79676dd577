import { PlaceholderPage } from '@/components/PlaceholderPage';

/** Placeholder until the screen's owner replaces it. */
export default function ContactPage() {
  return <PlaceholderPage titleKey="routes.contact" />;
}
