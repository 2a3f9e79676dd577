import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Screen } from '@/components/PageHeader';
import { LoginPanel, redirectTarget } from '@/features/auth';

export default function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = redirectTarget(params.get('redirect'));
  return (
    <Screen title={t('routes.login')} right={<LanguageSwitch />}>
      <LoginPanel onDone={() => navigate(target, { replace: true })} />
    </Screen>
  );
}
