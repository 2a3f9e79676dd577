import { CHAIN_ID_OF, type PriceVO } from '@contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshAfterPayment } from '@/api/payments';
import { BusyButton } from '@/components/BusyButton';
import { TxProgress } from '@/components/tx/TxProgress';
import {
  AlreadyPendingError,
  canSendAgain,
  dismissPendingTx,
  resumePendingTx,
  retryPendingTx,
  startPendingTx,
  trackerStore,
} from '@/platform/pending-tx/runner';
import { pendingTxId } from '@/platform/pending-tx/store';
import { usePendingTx } from '@/platform/pending-tx/use-pending-tx';
import type { SendTransaction } from '@/platform/wallet';
import { paymentTx } from '../lib/payment-tx';
import { clearPending, loadPending } from '../lib/pending-payment';

interface Props {
  orderId: string;
  price: PriceVO;
  /** The platform wallet's send (bridge, injected provider or the demo wallet); absent = no wallet. */
  send?: SendTransaction;
  onPaid: () => void;
}

/** A payment an older build kept in sessionStorage joins the tracker once, so no hash is lost on upgrade. */
function adoptSessionPayment(orderId: string): void {
  const old = loadPending(orderId);
  if (!old) return;
  const id = pendingTxId('pay', orderId);
  if (!trackerStore().get(id)) {
    trackerStore().put({
      id,
      action: 'pay',
      subject: orderId,
      chainId: CHAIN_ID_OF[old.chainType],
      hash: old.txHash,
      sentAt: old.sentAt,
      params: { chainType: old.chainType },
      phase: 'shop',
      attempts: 0,
    });
  }
  clearPending(orderId);
  void resumePendingTx(id);
}

/**
 * Wallet payment through the pending-transaction tracker: the hash is stored the moment the wallet
 * answers, the tracker waits for the chain and submits it until the shop accepts, and a reload or a
 * return later resumes it. While one payment of this order is on its way, no second one can be sent.
 */
export function WalletPay({ orderId, price, send, onPaid }: Props) {
  const { t } = useTranslation('payments');
  const qc = useQueryClient();
  const id = pendingTxId('pay', orderId);
  const entry = usePendingTx(id);
  const [sending, setSending] = useState(false);
  const [walletError, setWalletError] = useState('');

  useEffect(() => adoptSessionPayment(orderId), [orderId]);

  useEffect(() => {
    if (entry?.phase !== 'done') return;
    dismissPendingTx(id);
    void refreshAfterPayment(qc);
    onPaid();
  }, [entry?.phase, id, qc, onPaid]);

  const start = async () => {
    if (!send) return;
    setWalletError('');
    setSending(true);
    try {
      await startPendingTx(
        {
          action: 'pay',
          subject: orderId,
          chainId: CHAIN_ID_OF[price.chainType],
          // What was sent, for the shopper's record if the mall cannot record it (a calm "paid, not recorded").
          params: { chainType: price.chainType, amount: price.amount, coin: price.coinType === 0 ? 'BTY' : 'USDT' },
        },
        () => send(paymentTx(price)),
      );
    } catch (e) {
      // An entry on its way is shown below; a wallet refusal moved nothing.
      if (!(e instanceof AlreadyPendingError)) {
        const reason = (e as { reason?: unknown })?.reason;
        const rejected = reason === 'rejected' || (e as { code?: unknown })?.code === 4001;
        setWalletError(
          reason === 'chain-refused'
            ? t('pay.chainRefused', { chain: t(`chain.${price.chainType}`) })
            : rejected
              ? t('pay.walletRejected')
              : e instanceof Error
                ? e.message
                : t('pay.failed'),
        );
      }
    } finally {
      setSending(false);
    }
  };

  const busy = sending || (entry !== undefined && !canSendAgain(entry));
  return (
    <div>
      <TxProgress
        entry={entry}
        sending={sending}
        onRetry={() => void retryPendingTx(id)}
        onDismiss={() => dismissPendingTx(id)}
      />
      {walletError && <NoticeBar content={walletError} color="alert" wrap />}
      {!send && !entry && (
        // No wallet in this browser: a disabled button would be a dead end, so say where paying works.
        <NoticeBar content={`${t('pay.walletMissing')} ${t('pay.openInWalletApp')}`} color="alert" wrap />
      )}
      {send && (!entry || canSendAgain(entry)) && (
        <BusyButton block color="danger" disabled={busy} loading={sending} onClick={() => void start()}>
          {t('pay.payWithWallet')}
        </BusyButton>
      )}
    </div>
  );
}
