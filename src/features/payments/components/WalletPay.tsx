import type { PriceVO } from '@contracts/payments';
import { Button, NoticeBar } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayOrder } from '../api/pay-order';
import { classifyPayError } from '../lib/pay-errors';
import { type PaymentTx, paymentTx } from '../lib/payment-tx';
import { clearPending, loadPending, savePending } from '../lib/pending-payment';

export type SendPaymentTx = (tx: PaymentTx) => Promise<string>;

type Phase = 'idle' | 'sending' | 'confirming' | 'notConfirmed' | 'hashUsed' | 'failed';

interface Props {
  orderId: string;
  price: PriceVO;
  /** The platform wallet's send (bridge, injected provider or the demo wallet); absent = no wallet. */
  send?: SendPaymentTx;
  onPaid: () => void;
  /** Asked when the hash was already used: the order may have been paid by this very hash. */
  onHashUsed?: () => void;
}

/**
 * Wallet payment: send the transfer, remember its hash for this order (session storage), submit it.
 * On reload the remembered hash is submitted again instead of paying twice; "not confirmed yet" keeps
 * it for a retry, "already used" drops it.
 */
export function WalletPay({ orderId, price, send, onPaid, onHashUsed }: Props) {
  const { t } = useTranslation('payments');
  const pay = usePayOrder();
  const [phase, setPhase] = useState<Phase>(() => (loadPending(orderId) ? 'confirming' : 'idle'));
  const [failure, setFailure] = useState<string>('');
  const resumed = useRef(false);

  const submitHash = useCallback(
    async (chainType: 0 | 1, txHash: string) => {
      setPhase('confirming');
      try {
        await pay.mutateAsync({ orderId, chainType, txHash });
        clearPending(orderId);
        onPaid();
      } catch (e) {
        const kind = classifyPayError(e);
        if (kind === 'notConfirmed') setPhase('notConfirmed');
        else {
          clearPending(orderId);
          setPhase(kind === 'hashUsed' ? 'hashUsed' : 'failed');
          setFailure(e instanceof Error ? e.message : '');
          if (kind === 'hashUsed') onHashUsed?.();
        }
      }
    },
    [orderId, pay, onPaid, onHashUsed],
  );

  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const pending = loadPending(orderId);
    if (pending) void submitHash(pending.chainType, pending.txHash);
  }, [orderId, submitHash]);

  const start = async () => {
    if (!send) return;
    setPhase('sending');
    let hash: string;
    try {
      hash = await send(paymentTx(price));
    } catch {
      setPhase('idle');
      return;
    }
    savePending({ orderId, chainType: price.chainType, txHash: hash, sentAt: Date.now() });
    await submitHash(price.chainType, hash);
  };

  const retry = () => {
    const pending = loadPending(orderId);
    if (pending) void submitHash(pending.chainType, pending.txHash);
  };

  return (
    <div>
      {phase === 'confirming' && <NoticeBar content={t('pay.confirming')} color="info" />}
      {phase === 'sending' && <NoticeBar content={t('pay.sending')} color="info" />}
      {phase === 'notConfirmed' && <NoticeBar content={t('pay.notConfirmed')} color="alert" />}
      {phase === 'hashUsed' && <NoticeBar content={t('pay.hashUsed')} color="error" wrap />}
      {phase === 'failed' && <NoticeBar content={failure || t('pay.failed')} color="error" wrap />}
      {!send && <NoticeBar content={t('pay.walletMissing')} color="alert" />}
      {phase === 'notConfirmed' ? (
        <Button block color="primary" onClick={retry}>
          {t('pay.retryConfirm')}
        </Button>
      ) : (
        <Button
          block
          color="danger"
          disabled={!send || phase === 'confirming' || phase === 'sending'}
          loading={phase === 'confirming' || phase === 'sending'}
          onClick={() => void start()}
        >
          {t('pay.payWithWallet')}
        </Button>
      )}
    </div>
  );
}
