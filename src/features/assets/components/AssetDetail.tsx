import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAssetDetail } from '@/api/assets';
import { useContracts } from '@/api/chain';
import { LoadFailed } from '@/components/LoadStates';
import { copyText } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format-time';
import { errorState, loadingState } from '@/lib/page-state';
import { useStatusWord } from '@/lib/status-words';
import { CHAINS, CONTRACT_CHAIN_ID, explorerAddressUrl } from '@/platform/chains';
import type { SendTransaction } from '@/platform/wallet';
import { serialOf } from '../lib/token-tx';
import css from './assets.module.css';
import { WithdrawButton } from './WithdrawPopup';

interface Props {
  goodsId: string;
  tokenId: number;
  ctId?: number;
  send?: SendTransaction;
  onWithdrawn: (orderId: string) => void;
  /**
   * The open action for an unfrozen blind box, given by the page (features/blind-boxes: a feature never imports
   * another). Opening burns the box, so this detail turns "not held" at once: the prize reveal lives in the page.
   */
  openBox?: (box: BoxToOpen) => ReactNode;
}

/** The held blind box the open action sends its tx for. */
export interface BoxToOpen {
  ctId: number;
  contract: string;
  tokenId: number;
}

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <span className={css.mono}>
      {value}{' '}
      <Button size="mini" fill="none" aria-label={label} onClick={() => void copyText(value)}>
        ⧉
      </Button>
    </span>
  );
}

/** /asset/:goodsId/:token: the token, its contract and chain with explorer links, freeze reason, actions. */
export function AssetDetail({ goodsId, tokenId, ctId = 1, send, onWithdrawn, openBox }: Props) {
  const { t } = useTranslation('assets');
  const word = useStatusWord();
  const q = useAssetDetail(tokenId, ctId);
  const contracts = useContracts();
  if (q.isPending) return <Skeleton.Paragraph {...loadingState} lineCount={8} animated />;
  if (q.isError) return <LoadFailed title={t('loadError')} onRetry={() => void q.refetch()} error={q.error} />;
  const a = q.data;
  const circulation = `/circulation/${goodsId}/${tokenId}`;
  if (!a)
    return (
      <ErrorBlock
        {...errorState}
        status="empty"
        title={t('detail.notHeld')}
        description={<Link to={circulation}>{t('actions.circulation')}</Link>}
      />
    );
  const contract = contracts.data?.find((c) => c.ctId === a.ctId);
  const chain = CHAINS[CONTRACT_CHAIN_ID];
  const frozen = (a.freezeType ?? 0) !== 0;
  return (
    <div>
      {a.cover ? <img className={css.bigCover} src={a.cover} alt={a.name ?? ''} /> : null}
      <section className={css.section}>
        <h2 style={{ margin: 0 }}>
          {a.name} #{serialOf(a.tokenId)}
        </h2>
        <div className={css.muted}>{a.tokenName}</div>
        {frozen ? (
          <Tag color="warning" data-testid="freeze-reason">
            {t('detail.frozen', { reason: word('freeze', a.freezeType ?? 0) })}
          </Tag>
        ) : null}
      </section>
      <List header={t('detail.chainInfo')}>
        <List.Item extra={<Copyable value={String(a.tokenId)} label={t('detail.copyTokenId')} />}>
          {t('detail.tokenId')}
        </List.Item>
        <List.Item extra={contract ? `${contract.name} (${contract.type})` : `#${a.ctId}`}>
          {t('detail.contract')}
        </List.Item>
        {contract ? (
          <List.Item description={<Copyable value={contract.address} label={t('detail.copyContract')} />}>
            <a href={explorerAddressUrl(chain.chainId, contract.address)} target="_blank" rel="noreferrer">
              {t('detail.contractAddress')}
            </a>
          </List.Item>
        ) : null}
        <List.Item extra={`${chain.name} · ${chain.chainId}`}>
          <a href={chain.explorer} target="_blank" rel="noreferrer">
            {t('detail.chain')}
          </a>
        </List.Item>
        <List.Item extra={a.num}>{t('detail.num')}</List.Item>
        <List.Item extra={formatDateTime(a.updateTime)}>{t('detail.updateTime')}</List.Item>
      </List>
      <div className={css.footer}>
        <Link to={circulation} style={{ alignSelf: 'center', whiteSpace: 'nowrap' }}>
          {t('actions.circulation')}
        </Link>
        {!frozen && contract && a.blindBoxType === 1
          ? openBox?.({ ctId: a.ctId, contract: contract.address, tokenId: a.tokenId })
          : null}
        {!frozen && contract && a.expressType === 1 ? (
          <WithdrawButton
            ctId={a.ctId}
            contract={contract.address}
            tokenIds={[a.tokenId]}
            send={send}
            onDone={onWithdrawn}
          />
        ) : null}
      </div>
    </div>
  );
}
