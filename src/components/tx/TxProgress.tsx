import { Button, NoticeBar, Steps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLinkRow } from '@/components/CopyLinkRow';
import { explorerTxUrl } from '@/platform/chains';
import { canCheckAgain, type PendingTx } from '@/platform/pending-tx/store';

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
 * it waits through (the chain's node unreachable, the shop's node behind the chain) is said too. The hash
 * is always shown once known: it is the shopper's proof; a failed one can be copied and checked again.
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
              color="error"
              wrap
              content={`${t(`failure.${entry.failure}`, { error: entry.error ?? '' })} ${t(`failure.${entry.failure}Next`)}`}
            />
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
      {entry && phase === 'failed' && (
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
          {onDismiss && (
            <Button size="small" onClick={onDismiss}>
              {t('dismiss')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
