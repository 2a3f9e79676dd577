import type { OrderInfoVO } from '@contracts/orders';

/** One step of an order's life, for the detail timeline. Labels are i18n keys of the `orders` namespace. */
export interface TimelineStep {
  key: string;
  label: string;
  time?: number;
  state: 'done' | 'pending' | 'failed';
  note?: string;
  txHash?: string;
  /** Chain of txHash: 0 BTY (2999) / 1 BSC (56); NFT transfers run on the default contract's chain. */
  chain?: 0 | 1;
}

/**
 * Created → (cancelled | expired | paid → tokens delivered → refund requested → refused/approved →
 * refund transfer). Refund notes become steps in their own order, so the user's and the merchant's
 * words stay visible.
 */
export function orderTimeline(o: OrderInfoVO): TimelineStep[] {
  const steps: TimelineStep[] = [{ key: 'created', label: 'timeline.created', time: o.orderTime, state: 'done' }];
  if (o.status === 0) steps.push({ key: 'awaitPay', label: 'timeline.awaitPay', time: o.expireTime, state: 'pending' });
  if (o.status === 2)
    steps.push({ key: 'cancelled', label: 'timeline.cancelled', time: o.cancelTime, state: 'failed' });
  if (o.status === 3) steps.push({ key: 'expired', label: 'timeline.expired', time: o.expireTime, state: 'failed' });
  if (o.payTime === undefined) return steps;
  steps.push({
    key: 'paid',
    label: 'timeline.paid',
    time: o.payTime,
    state: 'done',
    ...(o.payHash ? { txHash: o.payHash, chain: o.payChain === 1 ? 1 : 0 } : {}),
  });
  const delivery = o.txStatus === 1 ? 'done' : o.txStatus === 2 ? 'failed' : 'pending';
  steps.push({
    key: 'delivered',
    label: `timeline.delivery.${delivery}`,
    state: delivery,
    ...(o.txHash ? { txHash: o.txHash, chain: 0 as const } : {}),
    ...(o.txNote ? { note: o.txNote } : {}),
  });
  o.refundNote.forEach((n, i) => {
    const first = i === 0 && n.type === 'user';
    const label =
      n.type === 'user'
        ? first
          ? 'timeline.refundApplied'
          : 'timeline.userNote'
        : o.status === 5
          ? 'timeline.refundRefused'
          : o.status === 6
            ? 'timeline.refundApproved'
            : 'timeline.merchantNote';
    steps.push({
      key: `note${i}`,
      label,
      time: n.time,
      state: label === 'timeline.refundRefused' ? 'failed' : 'done',
      note: n.note,
      ...(first && o.refundApplyTxHash ? { txHash: o.refundApplyTxHash, chain: 0 as const } : {}),
    });
  });
  if (o.status === 4 && o.refundNote.length === 0)
    steps.push({ key: 'refundApplied', label: 'timeline.refundApplied', state: 'done' });
  if ((o.status === 5 || o.status === 6) && o.refundTxStatus !== undefined) {
    const st = o.refundTxStatus === 1 ? 'done' : o.refundTxStatus === 2 ? 'failed' : 'pending';
    steps.push({
      key: 'refundTx',
      label: o.status === 6 ? `timeline.refundCoins.${st}` : `timeline.tokensReturned.${st}`,
      state: st,
      ...(o.refundTxHash
        ? { txHash: o.refundTxHash, chain: o.status === 6 && o.payChain === 1 ? (1 as const) : (0 as const) }
        : {}),
      ...(o.refundTxNote ? { note: o.refundTxNote } : {}),
    });
  }
  return steps;
}
