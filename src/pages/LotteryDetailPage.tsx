import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { LotteryDetail } from '@/features/lotteries/components/LotteryDetail';
import { useToken } from '@/features/session';

export default function LotteryDetailPage() {
  const { t } = useTranslation('lotteries');
  const [params] = useSearchParams();
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const login = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  return (
    <Screen title={t('detailTitle')}>
      <LotteryDetail id={id} token={token} onLogin={login} />
    </Screen>
  );
}
