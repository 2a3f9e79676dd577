import { CHAIN_ID_OF, type PriceVO } from '@contracts/payments';
import { NoticeBar } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedTx } from '@/api/tracked-tx';
import { BusyButton } from '@/components/BusyButton';
import { TxProgress } from '@/components/tx/TxProgress';
import { resumePendingTx, trackerStore } from '@/platform/pending-tx/runner';
import { pendingTxId } from '@/platform/pending-tx/store';
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
 * Wallet payment through the pending-transaction tracker, bound like every other chain action (useTrackedTx):
 * the hash is stored the moment the wallet answers, the tracker waits for the chain and submits it until the
 * shop accepts, and a reload or a return later resumes it. While one payment of this order is on its way (or
 * may still have moved money), no second one can be sent.
 */
export function WalletPay({ orderId, price, send, onPaid }: Props) {
  const { t } = useTranslation('payments');
  const action = useTrackedTx(
    {
      action: 'pay',
      subject: orderId,
      chainId: CHAIN_ID_OF[price.chainType],
      // What was sent, for the shopper's record if the mall cannot record it (a calm "paid, not recorded").
      params: { chainType: price.chainType, amount: price.amount, coin: price.coinType === 0 ? 'BTY' : 'USDT' },
    },
    onPaid,
  );

  useEffect(() => adoptSessionPayment(orderId), [orderId]);

  const error = action.walletError;
  const walletError = !error
    ? ''
    : error.reason === 'chain-refused'
      ? t('pay.chainRefused', { chain: t(`chain.${price.chainType}`) })
      : error.rejected
        ? t('pay.walletRejected')
        : error.message || t('pay.failed');
  return (
    <div>
      <TxProgress entry={action.entry} sending={action.sending} onRetry={action.retry} onDismiss={action.dismiss} />
      {walletError && <NoticeBar content={walletError} color="alert" wrap />}
      {!send && !action.entry && (
        // No wallet in this browser: a disabled button would be a dead end, so say where paying works.
        <NoticeBar content={`${t('pay.walletMissing')} ${t('pay.openInWalletApp')}`} color="alert" wrap />
      )}
      {send && (action.canStart || action.sending) && (
        <BusyButton
          block
          color="danger"
          disabled={!action.canStart}
          loading={action.sending}
          onClick={() => void action.start(() => send(paymentTx(price)))}
        >
          {t('pay.payWithWallet')}
        </BusyButton>
      )}
    </div>
  );
}
