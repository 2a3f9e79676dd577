import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { LoginPanel } from '@/features/auth';
import { safeAppPath } from '@/platform/nav';

/** `redirect` may only lead back into this app (an open redirect would hand the session to anyone). */
export function redirectTarget(raw: string | null): string {
  const safe = raw ? safeAppPath(raw, (p) => !p.startsWith('/login')) : null;
  return safe ?? '/';
}

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get('redirect'));
  return (
    <>
      <PageHeader title={t('routes.login')} />
      <main>
        <LoginPanel onDone={() => navigate(target, { replace: true })} />
      </main>
    </>
  );
}
