import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCirculation } from '@/api/assets';
import { PagedList } from '@/components/list/PagedList';
import { isNotServed } from '@/lib/not-served';
import { useStatusWord } from '@/lib/status-words';
import { CONTRACT_CHAIN_ID, explorerTxUrl } from '@/platform/chains';
import css from './assets.module.css';
import { CurrentHolding } from './CurrentHolding';

const short = (a: string) => (a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

/**
 * A token's transfer records: type, from and to (user, merchant, destroyed), hash, state, time; where the
 * deployment has none to give, the token as the shopper holds it now (CurrentHolding).
 */
export function CirculationList({ goodsId, token }: { goodsId: string; token: string }) {
  const { t } = useTranslation('assets');
  const word = useStatusWord();
  const q = useCirculation(goodsId, token);
  // The backend version we know serves no transfer records (docs/backend/corrections.md#b9-not-served): what
  // /v/user/asset/* knows instead.
  if (q.isError && isNotServed(q.error)) return <CurrentHolding tokenId={Number(token)} />;
  const party = (type: 0 | 1 | 2, address: string) =>
    `${word('transferUser', type)}${type === 2 ? '' : ` ${short(address)}`}`;
  return (
    <PagedList
      query={q}
      itemKey={(r) => r.transferId}
      renderItem={(r) => (
        <article className={css.record} aria-label={word('transferRecord', r.recordType)}>
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <strong>{word('transferRecord', r.recordType)}</strong>
            <Tag color={r.transState === 1 ? 'success' : r.transState === 2 ? 'danger' : 'warning'}>
              {word('transferState', r.transState)}
            </Tag>
          </div>
          <div className={css.muted}>
            {t('circulation.from')} {party(r.fromType, r.fromChainAddress)} → {t('circulation.to')}{' '}
            {party(r.toType, r.toChainAddress)}
          </div>
          <div className={css.mono}>
            {/* No hash yet (or no chain known): the text alone, never a link to a broken explorer page. */}
            {explorerTxUrl(CONTRACT_CHAIN_ID, r.chainHash) ? (
              <a href={explorerTxUrl(CONTRACT_CHAIN_ID, r.chainHash)} target="_blank" rel="noreferrer">
                {short(r.chainHash)}
              </a>
            ) : (
              short(r.chainHash)
            )}
          </div>
          <div className={css.muted}>{r.createTime}</div>
        </article>
      )}
      failedTitle={t('loadError')}
      empty={{ title: t('circulation.empty') }}
    />
  );
}
