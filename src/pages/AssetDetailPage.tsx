import type { TokenMetaVO } from '@contracts/orders';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Screen } from '@/components/PageHeader';
import { AssetDetail } from '@/features/assets/components/AssetDetail';
import { OpenBlindBox } from '@/features/blind-boxes/components/OpenBlindBox';
import { PrizeReveal } from '@/features/blind-boxes/components/PrizeReveal';
import { walletSender } from '@/platform/wallet';

/**
 * Kept alive by the shell (route meta), one instance per asset path; `?ctId=` picks another contract than the
 * default 1. A held blind box gets the open action; its prize shows here, beside the detail, which turns
 * "not held" as soon as the box is burnt.
 */
export default function AssetDetailPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { goodsId = '', token = '' } = useParams();
  const [params] = useSearchParams();
  const send = useMemo(() => walletSender(), []);
  const [prize, setPrize] = useState<TokenMetaVO | null>(null);
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
        openBox={(box) => <OpenBlindBox {...box} send={send} onOpened={setPrize} />}
      />
      <PrizeReveal prize={prize} goodsId={goodsId} onClose={() => setPrize(null)} />
    </Screen>
  );
}
