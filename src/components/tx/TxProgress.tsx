import { Button, NoticeBar, Steps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyLinkRow } from '@/components/CopyLinkRow';
import { explorerTxUrl } from '@/platform/chains';
import { canCheckAgain, movedNothing, type PendingTx } from '@/platform/pending-tx/store';

const STEPS = ['sending', 'chain', 'shop', 'done'] as const;

function useSecondsSince(from: number, ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return Math.max(0, Math.floor((now - from) / 1000));
}

const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-8)}`;

interface Props {
  /** The tracked tx; absent while the wallet is still asking (pass sending). */
  entry?: PendingTx | undefined;
  sending?: boolean;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/**
 * Where a chain action stands: sending → waiting for the chain (elapsed time, explorer link) →
 * confirming with the shop → done, or failed with the reason and the next step. While on its way, what
 * it waits through (the chain's node unreachable or not yet aware of the tx, the shop's node behind the chain,
 * nobody signed in) is said too. The hash is always shown once known: it is the shopper's proof; one still
 * looked for or failed can be copied and checked again. Only an end that moved nothing can be dismissed.
 */
export function TxProgress({ entry, sending = false, onRetry, onDismiss }: Props) {
  const { t } = useTranslation('tx');
  const phase = entry?.phase ?? (sending ? 'sending' : undefined);
  const seconds = useSecondsSince(entry?.sentAt ?? Date.now(), phase === 'chain' || phase === 'shop');
  if (!phase) return null;
  const current = phase === 'failed' ? STEPS.length - 1 : STEPS.indexOf(phase);
  const url = entry ? explorerTxUrl(entry.chainId, entry.hash) : undefined;
  return (
    <section aria-label={entry ? t(`action.${entry.action}`, { subject: entry.subject }) : t('phase.sending')}>
      <Steps current={current} style={{ '--title-font-size': '13px' } as React.CSSProperties}>
        {STEPS.map((s, i) => (
          <Steps.Step
            key={s}
            status={
              phase === 'failed' && i === current
                ? 'error'
                : i < current || phase === 'done'
                  ? 'finish'
                  : i === current
                    ? 'process'
                    : 'wait'
            }
            title={t(`phase.${s === 'done' && phase === 'failed' ? 'failed' : s}`, {
              seconds,
              attempt: Math.max(1, entry?.attempts ?? 1),
            })}
          />
        ))}
      </Steps>
      <div role="status" aria-live="polite" data-testid="tx-phase" data-phase={phase}>
        {phase === 'sending' && <NoticeBar color="info" content={t('phase.sending')} wrap />}
        {phase === 'chain' && (
          <NoticeBar color="info" content={`${t('phase.chain', { seconds })} — ${t('hint.chain')}`} wrap />
        )}
        {phase === 'shop' && (
          <NoticeBar
            color="info"
            content={`${t('phase.shop', { attempt: Math.max(1, entry?.attempts ?? 1) })} ${t('hint.shop')}`}
            wrap
          />
        )}
        {(phase === 'chain' || phase === 'shop') && entry?.note && (
          <p data-testid="tx-note" data-note={entry.note} style={{ fontSize: 13, margin: '6px 0' }}>
            {t(`note.${entry.note}`)}
          </p>
        )}
        {phase === 'done' && <NoticeBar color="success" content={t('phase.done')} />}
        {phase === 'failed' && entry?.failure && (
          <div role="alert">
            <NoticeBar
              color={entry.failure === 'unrecorded' ? 'alert' : 'error'}
              wrap
              content={`${t(`failure.${entry.failure}`, { error: entry.error ?? '' })} ${t(`failure.${entry.failure}Next`)}`}
            />
          </div>
        )}
        {phase === 'failed' && entry?.failure === 'unrecorded' && (
          // Money moved that the mall did not record: what support needs, never the backend's raw words.
          <div data-testid="tx-unrecorded" style={{ fontSize: 13, margin: '6px 0' }}>
            {entry.action === 'pay' || entry.action === 'refundReturn' ? (
              <p style={{ margin: '2px 0' }}>{t('unrecorded.order', { order: entry.subject })}</p>
            ) : null}
            {entry.params.amount ? (
              <p style={{ margin: '2px 0' }}>
                {t('unrecorded.amount', { amount: `${entry.params.amount} ${entry.params.coin ?? ''}`.trim() })}
              </p>
            ) : null}
            <Link to="/contact">{t('unrecorded.contact')}</Link>
          </div>
        )}
      </div>
      {entry && (
        <p style={{ fontSize: 12, wordBreak: 'break-all', margin: '8px 0' }}>
          <span data-testid="tx-hash" title={entry.hash}>
            {t('hash', { hash: short(entry.hash) })}
          </span>{' '}
          {url && (
            <a href={url} target="_blank" rel="noreferrer">
              {t('explorer')}
            </a>
          )}
        </p>
      )}
      {entry && (phase === 'failed' || entry.note === 'chainUnseen') && (
        <CopyLinkRow
          link={entry.hash}
          copy={t('copy')}
          copied={t('copied')}
          failed={t('copyFailed', { hash: entry.hash })}
        />
      )}
      {(phase === 'failed' || phase === 'done') && (
        <div style={{ display: 'flex', gap: 8 }}>
          {onRetry && canCheckAgain(entry) && (
            <Button size="small" color="primary" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
          {onDismiss && (phase === 'done' || movedNothing(entry)) && (
            <Button size="small" onClick={onDismiss}>
              {t('dismiss')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
