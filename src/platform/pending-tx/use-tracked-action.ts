import { useEffect, useRef, useState } from 'react';
import {
  AlreadyPendingError,
  canSendAgain,
  dismissPendingTx,
  retryPendingTx,
  type StartTx,
  startPendingTx,
} from './runner';
import { type PendingTx, pendingTxId } from './store';
import { usePendingTx } from './use-pending-tx';

/** Everything a tx-sending screen binds to: the entry, the wallet step, and the shopper's buttons. */
export interface TrackedAction {
  entry: PendingTx | undefined;
  /** The wallet is asking the shopper. */
  sending: boolean;
  /** The wallet's refusal or failure (nothing was sent); `reason` is the wallet's (e.g. 'chain-refused'). */
  walletError: { rejected: boolean; message: string; reason?: string } | null;
  /** A new tx may be sent now (none on its way, or the last one provably moved nothing). */
  canStart: boolean;
  start(send: () => Promise<string>): Promise<void>;
  retry(): void;
  dismiss(): void;
}

/**
 * Binds one action on one order/asset to the tracker. When the backend has accepted the hash, `onDone` gets
 * the backend's answer and the entry is forgotten. Which caches that refreshes, and what the action submits,
 * are the data layer's (useTrackedTx in src/api/tracked-tx.ts), so screens bind through that.
 */
export function useTrackedAction(start: StartTx, onDone: (result: unknown) => void): TrackedAction {
  const id = pendingTxId(start.action, start.subject);
  const entry = usePendingTx(id);
  const [sending, setSending] = useState(false);
  const [walletError, setWalletError] = useState<TrackedAction['walletError']>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (entry?.phase !== 'done') return;
    const result = entry.result;
    dismissPendingTx(id);
    done.current(result);
  }, [entry?.phase, entry?.result, id]);

  return {
    entry,
    sending,
    walletError,
    canStart: !sending && canSendAgain(entry),
    async start(send) {
      setWalletError(null);
      setSending(true);
      try {
        await startPendingTx(start, send);
      } catch (e) {
        // One already on its way is shown by the entry; anything else came from the wallet and sent nothing.
        if (!(e instanceof AlreadyPendingError)) {
          const err = e as { reason?: unknown; code?: unknown; message?: unknown };
          setWalletError({
            rejected: err?.reason === 'rejected' || err?.code === 4001,
            message: typeof err?.message === 'string' ? err.message : String(e),
            ...(typeof err?.reason === 'string' ? { reason: err.reason } : {}),
          });
        }
      } finally {
        setSending(false);
      }
    },
    retry: () => void retryPendingTx(id),
    dismiss: () => void dismissPendingTx(id),
  };
}
