import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAssetDetail } from '@/api/assets';
import { useContracts } from '@/api/chain';
import { LoadFailed, NotAvailable } from '@/components/LoadStates';
import { formatDateTime } from '@/lib/format-time';
import { emptyState, loadingState } from '@/lib/page-state';
import { getToken } from '@/lib/storage';
import { CONTRACT_CHAIN_ID, explorerAddressUrl } from '@/platform/chains';
import css from './assets.module.css';

/**
 * Where a deployment serves no transfer records (/rest/chain-transfer/page, docs/backend/corrections.md#b9-not-served),
 * what /v/user/asset/* knows of the token: whether the signed-in shopper holds it, how many, since when, and its
 * contract on the chain's explorer (where every transfer can be read). Signed out, that is nothing to read:
 * the calm "not available here".
 */
export function CurrentHolding({ tokenId, ctId = 1 }: { tokenId: number; ctId?: number }) {
  const { t } = useTranslation('assets');
  const signedIn = Boolean(getToken());
  const q = useAssetDetail(tokenId, ctId, signedIn);
  const contract = useContracts().data?.find((c) => c.ctId === ctId);
  const explorer = contract ? explorerAddressUrl(CONTRACT_CHAIN_ID, contract.address) : undefined;
  if (!signedIn) return <NotAvailable />;
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={3} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <section data-testid="current-holding" style={{ padding: 12 }}>
      <p className={css.muted}>{t('circulation.holdingNote')}</p>
      {q.data ? (
        <article className={css.record} aria-label={t('circulation.holdingTitle')}>
          <strong>{t('circulation.holdingTitle')}</strong>
          <div className={css.muted}>
            {t('circulation.holding', { num: q.data.num, time: formatDateTime(q.data.updateTime) })}
          </div>
        </article>
      ) : (
        <ErrorBlock {...emptyState} status="empty" title={t('circulation.notHeld')} description="" />
      )}
      {explorer ? (
        <a href={explorer} target="_blank" rel="noreferrer">
          {t('circulation.contract')}
        </a>
      ) : null}
    </section>
  );
}
