import { PlaceholderPage } from '@/components/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage titleKey="routes.login" />;
}
