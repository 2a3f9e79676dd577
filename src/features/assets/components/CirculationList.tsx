import { explorerUrl } from '@contracts/chain-abi';
import { ErrorBlock, InfiniteScroll, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/LoadStates';
import { useStatusWord } from '@/lib/status-words';
import { useCirculation } from '../api/assets';
import { CONTRACT_CHAIN_ID } from '../lib/token-tx';
import css from './assets.module.css';

const short = (a: string) => (a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a);

/** A token's transfer records: type, from and to (user, merchant, destroyed), hash, state, time. */
export function CirculationList({ goodsId, token }: { goodsId: string; token: string }) {
  const { t } = useTranslation('assets');
  const word = useStatusWord();
  const q = useCirculation(goodsId, token);
  if (q.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => void q.refetch()} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <ErrorBlock status="empty" title={t('circulation.empty')} description="" />;
  const party = (type: 0 | 1 | 2, address: string) =>
    `${word('transferUser', type)}${type === 2 ? '' : ` ${short(address)}`}`;
  return (
    <div>
      {rows.map((r) => (
        <article key={r.transferId} className={css.record} aria-label={word('transferRecord', r.recordType)}>
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
            <a href={explorerUrl(CONTRACT_CHAIN_ID, 'tx', r.chainHash)} target="_blank" rel="noreferrer">
              {short(r.chainHash)}
            </a>
          </div>
          <div className={css.muted}>{r.createTime}</div>
        </article>
      ))}
      <InfiniteScroll
        hasMore={q.hasNextPage}
        loadMore={async () => {
          const r = await q.fetchNextPage();
          if (r.isError) throw r.error;
        }}
      />
    </div>
  );
}
