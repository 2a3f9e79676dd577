import type { TrackedAction } from '@/platform/pending-tx/use-tracked-action';
import { TxProgress } from './TxProgress';

type Props = { action: Pick<TrackedAction, 'entry' | 'sending' | 'walletError' | 'retry' | 'dismiss'> };

/**
 * Where a screen's own chain action stands (TxProgress over its tracked entry), then the wallet's failure when
 * nothing could be sent. A refusal in the wallet is the shopper's own choice, so it is not shown as an error.
 */
export function ActionProgress({ action }: Props) {
  return (
    <>
      <TxProgress entry={action.entry} sending={action.sending} onRetry={action.retry} onDismiss={action.dismiss} />
      {action.walletError && !action.walletError.rejected ? <p role="alert">{action.walletError.message}</p> : null}
    </>
  );
}
