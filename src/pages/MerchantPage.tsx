import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMerchant } from '@/api/merchant';
import { LoadFailed } from '@/components/LoadStates';
import { PageHeader } from '@/components/PageHeader';
import { GoodsFeed } from '@/features/goods/components/GoodsFeed';
import { MerchantCard } from '@/features/goods/components/MerchantCard';
import { errorState, loadingState } from '@/lib/page-state';

export default function MerchantPage() {
  const { t } = useTranslation('goods');
  const [params] = useSearchParams();
  const address = params.get('address') ?? '';
  const q = useMerchant(address);
  const nav = <PageHeader title={t('merchant.title')} />;
  if (!address)
    return (
      <div>
        {nav}
        <ErrorBlock {...errorState} status="empty" title={t('merchant.missing')} description="" />
      </div>
    );
  return (
    <div>
      {nav}
      {q.isPending ? (
        <Skeleton.Paragraph {...loadingState} lineCount={3} animated />
      ) : q.isError ? (
        <LoadFailed title={t('common.loadError')} onRetry={() => void q.refetch()} />
      ) : (
        <MerchantCard merchant={q.data} />
      )}
      <h2 style={{ fontSize: 16, padding: '4px 12px' }}>{t('merchant.goods')}</h2>
      <GoodsFeed key={address} filter={{ address }} />
    </div>
  );
}
