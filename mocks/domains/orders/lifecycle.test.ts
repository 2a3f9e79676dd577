import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { resetDb } from '../../seed';
import { setupMockServer } from '../../testing';
import { findSku } from '../goods/rules/stock';
import { merchants, spus } from '../goods/table';
import {
  cancelOrder,
  findOrder,
  noteUnpaid,
  notifyDelivered,
  notifyRefundReturned,
  onRefundReturned,
  onTokensDelivered,
  patchOrder,
  sweepExpired,
  toOrderVO,
} from './rules/lifecycle';
import { usedUnits } from './rules/purchase-limits';
import { ORDER_EXPIRE_MS, type OrderRecord, orders } from './table';

setupMockServer();

/** The seeded order of the `normal` persona for these goods in this status. */
function seeded(goodsName: string, status: OrderRecord['status']): OrderRecord {
  const goodsId = spus.findFirst((q) => q.where({ name: goodsName }))?.goodsId;
  const o = orders.findFirst((q) => q.where({ goodsId, status }));
  if (!o) throw new Error(`no seeded ${goodsName} order in status ${status}`);
  return o;
}
const STALE = '云南古树普洱茶饼';
const SOON = '敦煌飞天数字藏品';
const held = (o: OrderRecord) => ({
  sales: findSku(o.skuId)?.sales,
  used: usedUnits(o.goodsId, o.skuId, o.buyerAddress),
});

describe('sweepExpired', () => {
  it('expires an unpaid order at its deadline exactly and gives back its stock and limit usage', async () => {
    const stale = seeded(STALE, 0);
    const soon = seeded(SOON, 0);
    const before = { stale: held(stale), soon: held(soon) };
    expect(await sweepExpired(now())).toBe(1);
    expect(findOrder(stale.orderId)?.status).toBe(3);
    expect(held(stale)).toEqual({ sales: (before.stale.sales as number) - 1, used: before.stale.used - 1 });
    expect(await sweepExpired(now())).toBe(0);
    expect(await sweepExpired(soon.expireTime - 1)).toBe(0);
    expect(findOrder(soon.orderId)?.status).toBe(0);
    expect(await sweepExpired(soon.expireTime)).toBe(1);
    expect(findOrder(soon.orderId)?.status).toBe(3);
    expect(held(soon)).toEqual({ sales: (before.soon.sales as number) - 2, used: before.soon.used - 2 });
  });

  it('sweeps afresh after the shop was reset', async () => {
    await sweepExpired(now());
    await resetDb();
    expect(await sweepExpired(now())).toBe(1);
    expect(findOrder(seeded(STALE, 3).orderId)?.status).toBe(3);
  });

  it('does not skip an order noted unpaid after the last sweep', async () => {
    await sweepExpired(now());
    const base = seeded(SOON, 0);
    const early = { ...base, orderId: `${base.orderId.slice(0, 8)}9999999999`, expireTime: now() + 60_000 };
    await orders.create(early);
    noteUnpaid(early.expireTime);
    expect(await sweepExpired(early.expireTime)).toBe(1);
    expect(findOrder(early.orderId)?.status).toBe(3);
    expect(findOrder(base.orderId)?.status).toBe(0);
  });

  it('leaves an offline payment awaiting the merchant unpaid past its deadline', async () => {
    const stale = seeded(STALE, 0);
    await patchOrder(stale.orderId, (r) => {
      r.offlinePayState = 1;
    });
    expect(await sweepExpired(now())).toBe(0);
    expect(findOrder(stale.orderId)?.status).toBe(0);
    expect(toOrderVO(findOrder(stale.orderId) as OrderRecord, { now: now(), withCanRefund: false })?.info.status).toBe(
      0,
    );
  });
});

describe('cancelOrder', () => {
  it('sets status 2 with the cancel time and gives back stock and usage', async () => {
    const o = seeded(SOON, 0);
    const before = held(o);
    await cancelOrder(o, now() + 5);
    expect(findOrder(o.orderId)).toMatchObject({ status: 2, cancelTime: now() + 5 });
    expect(held(o)).toEqual({ sales: (before.sales as number) - 2, used: before.used - 2 });
  });
});

describe('toOrderVO', () => {
  it('reads a stale unpaid order as expired from its deadline on', () => {
    const o = seeded(SOON, 0);
    expect(o.expireTime - o.orderTime).toBe(ORDER_EXPIRE_MS);
    const at = (t: number) => toOrderVO(o, { now: t, withCanRefund: false })?.info.status;
    expect(at(o.expireTime - 1)).toBe(0);
    expect(at(o.expireTime)).toBe(3);
    expect(toOrderVO({ ...o, status: 2 }, { now: o.expireTime, withCanRefund: false })?.info.status).toBe(2);
  });

  it('adds canRefund only when asked and joins the SKU meta and the merchant', () => {
    const o = seeded(SOON, 1);
    const without = toOrderVO(o, { now: now(), withCanRefund: false });
    expect(without?.info).not.toHaveProperty('canRefund');
    expect(without?.info).not.toHaveProperty('deleteStatus');
    const vo = toOrderVO(o, { now: now(), withCanRefund: true });
    expect(vo?.info.canRefund).toBe(true);
    expect(vo?.info.orderId).toBe(o.orderId);
    expect(vo?.meta.name).toBe(findSku(o.skuId)?.name);
    expect(vo?.merchant).toMatchObject({ address: o.sellerAddress, name: '尚品潮玩' });
  });

  it('gives nothing when the SKU or the merchant is missing', () => {
    const o = seeded(SOON, 1);
    expect(toOrderVO({ ...o, skuId: 'gone' }, { now: now(), withCanRefund: true })).toBeUndefined();
    merchants.delete((q) => q.where({ address: o.sellerAddress }));
    expect(toOrderVO(o, { now: now(), withCanRefund: true })).toBeUndefined();
  });
});

describe('delivery and refund listeners', () => {
  it('calls each registered listener once per order, however often it was registered', async () => {
    const seen: string[] = [];
    const probe = (o: OrderRecord) => {
      if (o.orderId.startsWith('probe')) seen.push(`d:${o.orderId}`);
    };
    const back = (o: OrderRecord) => {
      if (o.orderId.startsWith('probe')) seen.push(`r:${o.orderId}`);
    };
    onTokensDelivered(probe);
    onTokensDelivered(probe);
    onRefundReturned(back);
    onRefundReturned(back);
    const o = { ...seeded(SOON, 1), orderId: 'probe1' };
    await notifyDelivered(o);
    await notifyRefundReturned(o);
    expect(seen).toEqual(['d:probe1', 'r:probe1']);
  });
});
