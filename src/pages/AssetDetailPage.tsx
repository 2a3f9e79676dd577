import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { AssetDetail } from '@/features/assets/components/AssetDetail';
import { walletSender } from '@/platform/wallet';

/** Kept alive by the shell (route meta); `?ctId=` picks another contract than the default 1. */
export default function AssetDetailPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { goodsId = '', token = '' } = useParams();
  const [params] = useSearchParams();
  const send = useMemo(() => walletSender(), []);
  const ctId = Number(params.get('ctId') ?? 1) || 1;
  return (
    <Screen title={t('routes.asset')}>
      <AssetDetail
        key={`${goodsId}/${token}`}
        goodsId={goodsId}
        tokenId={Number(token)}
        ctId={ctId}
        send={send}
        onWithdrawn={(orderId) => navigate(`/withdraw-success/${orderId}`)}
      />
    </Screen>
  );
}
