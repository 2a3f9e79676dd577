import { describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import { seedSku } from '../goods/table';
import { notifyDelivered } from '../orders/rules/lifecycle';
import type { OrderRecord } from '../orders/table';
import {
  AUDIT_DELAY_MS,
  AUTO_CONFIRM_MS,
  advanceDeliveries,
  type DeliveryRecord,
  deliveryOrders,
  findDelivery,
  nextDeliveryId,
  RETURN_AUTO_CONFIRM_MS,
  SHIP_DELAY_MS,
  trackingNumberFor,
} from './table';

setupMockServer();

// Long before every seeded delivery, so the sweeps below move only the rows these tests create.
const T0 = 1_000_000_000;
const MIN = 60_000;
const DAY = 86_400_000;
const ID = '197001129000090011';

async function delivery(patch: Partial<DeliveryRecord>): Promise<DeliveryRecord> {
  return deliveryOrders.create({
    orderId: ID,
    sellerAddress: persona('merchant').address,
    buyerAddress: persona('newbie').address,
    goodsId: '1',
    skuId: '1',
    ctId: 1,
    tokenIds: [1],
    num: 1,
    txHash: '',
    status: 0,
    name: 'A',
    phone: '13800000000',
    detail: 'x',
    note: '',
    expressCode: '',
    orderTime: T0,
    refundExpressCode: '',
    merchantSim: true,
    ...patch,
  });
}

async function sweep(now: number) {
  const returned: Array<[string, number, number]> = [];
  await advanceDeliveries(now, async (o, at) => {
    returned.push([o.orderId, o.status, at]);
  });
  return { row: findDelivery(ID) as DeliveryRecord, returned };
}

describe('the simulated merchant and the delivery timers', () => {
  it('ships a run-time order exactly a minute after it was placed, with a tracking number', async () => {
    await delivery({});
    expect((await sweep(T0 + SHIP_DELAY_MS - 1)).row.status).toBe(0);
    const { row } = await sweep(T0 + SHIP_DELAY_MS);
    expect(row).toMatchObject({
      status: 1,
      expressTime: T0 + MIN,
      confirmAutoTime: T0 + MIN + 7 * DAY,
      expressCode: trackingNumberFor(ID),
    });
  });

  it('never ships a seeded order by itself', async () => {
    await delivery({ merchantSim: false });
    expect((await sweep(T0 + 30 * DAY)).row.status).toBe(0);
  });

  it('confirms receipt exactly 7 days after shipping, at the auto-confirm time, in the same sweep that ships', async () => {
    await delivery({});
    const { row } = await sweep(T0 + MIN + AUTO_CONFIRM_MS + 5);
    expect(row).toMatchObject({ status: 2, expressTime: T0 + MIN, confirmTime: T0 + MIN + AUTO_CONFIRM_MS });
  });

  it('leaves a shipped order one ms before its auto-confirm time', async () => {
    await delivery({ status: 1, merchantSim: false, confirmAutoTime: T0 + 10 });
    expect((await sweep(T0 + 9)).row).toMatchObject({ status: 1 });
    expect((await sweep(T0 + 10)).row).toMatchObject({ status: 2, confirmTime: T0 + 10 });
  });

  it('does not auto-confirm receipt of an order whose return was requested after shipping', async () => {
    await delivery({ status: 3, merchantSim: false, confirmAutoTime: T0, refundApplyTime: T0 });
    expect((await sweep(T0 + 30 * DAY)).row).toMatchObject({ status: 3 });
  });

  it('approves a run-time return request a minute after it was made, noting it after earlier notes', async () => {
    const earlier = { type: 'user' as const, time: T0, note: 'broken', fromStatus: 1, toStatus: 3 };
    await delivery({ status: 3, refundApplyTime: T0, refundNote: [earlier] });
    expect((await sweep(T0 + AUDIT_DELAY_MS - 1)).row.status).toBe(3);
    const { row } = await sweep(T0 + AUDIT_DELAY_MS + 7);
    expect(row).toMatchObject({ status: 5, refundAuditTime: T0 + MIN });
    expect((await sweep(T0 + DAY)).row.refundNote).toHaveLength(2);
    expect(row.refundNote).toEqual([
      earlier,
      { type: 'merchant', time: T0 + MIN, note: '同意退货，请寄回商品并填写退货单号', fromStatus: 3, toStatus: 5 },
    ]);
  });

  it('approves a return without earlier notes, and leaves seeded requests and ones without a time alone', async () => {
    await delivery({ status: 3, refundApplyTime: T0 });
    expect((await sweep(T0 + MIN)).row.refundNote).toHaveLength(1);
    await deliveryOrders.deleteMany((q) => q.where({ orderId: ID }));
    await delivery({ status: 3, refundApplyTime: T0, merchantSim: false });
    expect((await sweep(T0 + DAY)).row.status).toBe(3);
    await deliveryOrders.deleteMany((q) => q.where({ orderId: ID }));
    await delivery({ status: 3 });
    expect((await sweep(T0 + DAY)).row.status).toBe(3);
  });

  it('completes a return in transit at its auto-confirm time and hands the tokens back once', async () => {
    const due = T0 + RETURN_AUTO_CONFIRM_MS;
    await delivery({ status: 6, merchantSim: false, refundConfirmAutoTime: due });
    const early = await sweep(due - 1);
    expect([early.row.status, early.returned]).toEqual([6, []]);
    const { row, returned } = await sweep(due);
    expect(row).toMatchObject({ status: 7, refundConfirmTime: due });
    expect(row.refundNote).toEqual([{ type: 'merchant', time: due, note: 'confirm', fromStatus: 6, toStatus: 7 }]);
    expect(returned).toEqual([[ID, 7, due]]);
    expect((await sweep(due + DAY)).returned).toEqual([]);
  });
});

describe('delivery ids and tracking numbers', () => {
  it('numbers on from the highest serial: China date, 9, 7-digit serial, two check digits', async () => {
    await delivery({ orderId: '202601159000020010' });
    // 2026-01-15 20:00 UTC is already the 16th in China.
    expect(nextDeliveryId(Date.UTC(2026, 0, 15, 20))).toBe('202601169000020167');
    await delivery({ orderId: '202601159000020210' });
    expect(nextDeliveryId(0).slice(8)).toBe('9000020351');
  });

  it('derives a YT number of 13 digits from the order id and a salt', () => {
    expect(trackingNumberFor('1')).toBe('YT0000000000266');
    expect(trackingNumberFor('1', 1)).toBe('YT0000000000297');
    expect(trackingNumberFor('202601159000000147')).toBe('YT5190663317449');
    expect(trackingNumberFor('202601159000000147', 9)).toBe('YT0537515849618');
  });
});

describe('ship-directly purchases (rule 13)', () => {
  const HASH = `0x${'cd'.repeat(32)}`;
  const address = { name: '李娜', phone: '13900000000', detail: '上海市 浦东新区', note: '放门口' };
  const order = (extra: Partial<OrderRecord> = {}) =>
    ({
      orderId: '2026011510000009',
      buyerAddress: persona('newbie').address,
      sellerAddress: persona('merchant').address,
      goodsId: 'g1',
      skuId: 's1',
      tokenIds: [5, 6],
      expressType: 1,
      expressDetail: address,
      txHash: HASH,
      orderTime: T0,
      payTime: T0 + 5,
      ...extra,
    }) as OrderRecord;
  const made = () => deliveryOrders.findMany((q) => q.where({ txHash: HASH }));

  it('turns a paid ship-directly order into one waiting delivery at pay time, once', async () => {
    await notifyDelivered(order());
    await notifyDelivered(order());
    expect(made()).toHaveLength(1);
    const { orderId, ...rest } = made()[0] as DeliveryRecord;
    expect(orderId.slice(0, 9)).toBe('197001129');
    expect(rest).toEqual({
      sellerAddress: persona('merchant').address,
      buyerAddress: persona('newbie').address,
      goodsId: 'g1',
      skuId: 's1',
      ctId: 1,
      tokenIds: [5, 6],
      num: 2,
      txHash: HASH,
      status: 0,
      ...address,
      expressCode: '',
      orderTime: T0 + 5,
      refundNote: [],
      refundExpressCode: '',
      merchantSim: true,
    });
  });

  it('uses the order time without a pay time', async () => {
    await notifyDelivered(order({ payTime: undefined }));
    expect(made()[0]?.orderTime).toBe(T0);
  });

  it('makes no delivery for a keep-as-token order or one without an address', async () => {
    // A keep-as-token order is credited as tokens instead (assets), which needs a real sku.
    await notifyDelivered(order({ expressType: 0, skuId: seedSku('敦煌飞天数字藏品').sku.skuId }));
    await notifyDelivered(order({ expressDetail: undefined }));
    expect(made()).toEqual([]);
  });
});
