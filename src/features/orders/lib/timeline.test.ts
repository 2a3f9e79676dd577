import type { OrderInfoVO } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from './timeline';

const h = (c: string) => `0x${c.repeat(64)}`;
const base: OrderInfoVO = {
  orderId: '202601150000000117',
  sellerAddress: `0x${'1'.repeat(40)}`,
  buyerAddress: `0x${'2'.repeat(40)}`,
  goodsId: 'g',
  skuId: 's',
  tokenIds: [],
  num: 1,
  price: '9.9',
  amount: '9.9',
  payChain: 0,
  payPrice: '0',
  payAmount: '0',
  payHash: '',
  status: 0,
  orderTime: 1000,
  expireTime: 1_801_000,
  txStatus: 0,
  txHash: '',
  refundNote: [],
  refundPrice: '0',
};

describe('orderTimeline', () => {
  it('shows an unpaid order as created and awaiting payment', () => {
    expect(orderTimeline(base).map((s) => s.label)).toEqual(['timeline.created', 'timeline.awaitPay']);
  });
  it('ends cancelled and expired orders there', () => {
    expect(orderTimeline({ ...base, status: 2, cancelTime: 5 }).at(-1)).toMatchObject({
      label: 'timeline.cancelled',
      state: 'failed',
    });
    expect(orderTimeline({ ...base, status: 3 }).at(-1)?.label).toBe('timeline.expired');
  });
  it('follows a paid order through delivery, a refused refund and the returned tokens', () => {
    const steps = orderTimeline({
      ...base,
      status: 5,
      payTime: 2000,
      payHash: h('a'),
      payChain: 1,
      txStatus: 1,
      txHash: h('b'),
      tokenIds: [1],
      refundApplyTxHash: h('c'),
      refundTxStatus: 1,
      refundTxHash: h('d'),
      refundNote: [
        { type: 'user', time: 3000, note: '颜色不符' },
        { type: 'merchant', time: 4000, note: '已拆封' },
      ],
    });
    expect(steps.map((s) => s.label)).toEqual([
      'timeline.created',
      'timeline.paid',
      'timeline.delivery.done',
      'timeline.refundApplied',
      'timeline.refundRefused',
      'timeline.tokensReturned.done',
    ]);
    expect(steps[1]).toMatchObject({ txHash: h('a'), chain: 1 });
    expect(steps[3]).toMatchObject({ note: '颜色不符', txHash: h('c') });
    expect(steps[4]?.state).toBe('failed');
  });
  it('marks a failed delivery with its note', () => {
    const steps = orderTimeline({ ...base, status: 1, payTime: 2, txStatus: 2, txNote: 'reverted' });
    expect(steps.at(-1)).toMatchObject({ label: 'timeline.delivery.failed', note: 'reverted', state: 'failed' });
  });
});
