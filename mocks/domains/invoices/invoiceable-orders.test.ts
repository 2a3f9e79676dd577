import { describe, expect, it } from 'vitest';
import { FIXED_START } from '../../core/clock';
import { persona } from '../../core/personas';
import { restDateTime } from '../../core/rest-time';
import { createSeedContext } from '../../core/seed-context';
import { setupMockServer } from '../../testing';
import { findSku, findSpu } from '../goods/rules/stock';
import { type OrderRecord, orders } from '../orders/table';
import { findUser } from '../users/table';
import { seedInvoices } from './seed';
import { findInvoice, INVOICEABLE_STATUSES, invoiceableOrders, invoices, toInvoiceVO } from './table';

setupMockServer();

const normal = persona('normal').address;
const HOUR = 3_600_000;
const ownOrders = () => orders.findMany((q) => q.where({ buyerAddress: normal }));
const first = () => invoiceableOrders(normal)[0] as OrderRecord;

describe('which orders can carry an invoice', () => {
  it('lists the buyer’s paid and refund-refused orders only, newest first, whatever the address case', async () => {
    expect(INVOICEABLE_STATUSES).toEqual([1, 5]);
    const listed = invoiceableOrders(normal.toUpperCase().replace('0X', '0x'));
    expect(new Set(listed.map((o) => o.status))).toEqual(new Set([1, 5]));
    const expected = ownOrders().filter((o) => o.status === 1 || o.status === 5);
    expect(listed).toHaveLength(expected.length);
    expect(ownOrders().some((o) => o.status !== 1 && o.status !== 5)).toBe(true);
    const times = listed.map((o) => o.orderTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('drops deleted orders and breaks a tie in order time by the larger order id first', async () => {
    const o = first();
    await orders.update((q) => q.where({ orderId: o.orderId }), {
      data(r) {
        r.deleteStatus = 1;
      },
    });
    expect(invoiceableOrders(normal).some((x) => x.orderId === o.orderId)).toBe(false);
    const late = FIXED_START + HOUR;
    await orders.create({ ...o, orderId: '2026011599999901', orderTime: late, deleteStatus: 0 });
    await orders.create({ ...o, orderId: '2026011599999902', orderTime: late, deleteStatus: 0 });
    await orders.create({ ...o, orderId: '2026011599999900', orderTime: late, deleteStatus: 0 });
    expect(
      invoiceableOrders(normal)
        .slice(0, 3)
        .map((x) => x.orderId),
    ).toEqual(['2026011599999902', '2026011599999901', '2026011599999900']);
  });
});

describe('the wire view of an invoice', () => {
  it('shows state 0 with empty fields for a never-applied order, with the goods and the buyer’s uid', async () => {
    const o = invoiceableOrders(normal).find((x) => !findInvoice(x.orderId)) as OrderRecord;
    const sku = findSku(o.skuId);
    expect(toInvoiceVO(o, undefined)).toEqual({
      orderId: o.orderId,
      uid: findUser(normal)?.uid,
      invoiceAmount: Number(o.amount),
      goodsName: sku?.name,
      goodsCover: sku?.cover,
      invoiceState: 0,
      type: 0,
      titleType: 0,
      title: '',
      tin: '',
      registerAddress: '',
      registerPhone: '',
      bankName: '',
      bankCardCode: '',
    });
    expect(findUser(normal)?.uid).toBeGreaterThan(0);
  });

  it('falls back to the goods name, then to nothing, and to uid 0 for an unknown buyer', () => {
    const o = first();
    const spu = findSpu(o.goodsId);
    const noSku = toInvoiceVO({ ...o, skuId: 'gone' }, undefined);
    expect([noSku.goodsName, noSku.goodsCover]).toEqual([spu?.name, spu?.cover]);
    const nothing = toInvoiceVO({ ...o, skuId: 'gone', goodsId: 'gone', buyerAddress: '0x1' }, undefined);
    expect([nothing.goodsName, nothing.goodsCover, nothing.uid]).toEqual(['', '', 0]);
  });

  it('prints an applied invoice’s times as China time and keeps the owner address off the wire', async () => {
    const o = first();
    const inv = findInvoice(o.orderId);
    expect(inv).toBeDefined();
    const vo = toInvoiceVO(o, inv);
    expect(vo).not.toHaveProperty('address');
    expect(vo).toMatchObject({
      orderId: o.orderId,
      invoiceState: inv?.invoiceState,
      title: inv?.title,
      invoiceAmount: Number(o.amount),
      createTime: restDateTime(inv?.createTime as number),
      updateTime: restDateTime(inv?.updateTime as number),
    });
  });
});

describe('the seeded invoices of the normal persona', () => {
  it('applies for the four newest paid orders: pending and issued personal ones, a cancelled and a VAT company one', () => {
    const paid = invoiceableOrders(normal).slice(0, 5);
    const rows = paid.map((o) => findInvoice(o.orderId));
    expect(rows.map((r) => [r?.invoiceState, r?.type, r?.titleType])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
      [3, 0, 1],
      [2, 1, 1],
      [undefined, undefined, undefined],
    ]);
    expect(invoices.count()).toBe(4);
    expect(rows.map((r) => (r?.title.length ? r.tin : null))).toEqual([
      '',
      '',
      '91350100M000100Y43',
      '91350100M000100Y43',
      null,
    ]);
    // The VAT special invoice needs the full registration of the company (InvoiceSubmitRO).
    expect(rows[3]).toMatchObject({
      title: '杭州链上好物科技有限公司',
      registerAddress: '浙江省杭州市西湖区文三路 90 号',
      registerPhone: '0571-88886666',
      bankName: '招商银行杭州分行',
      bankCardCode: '571908765410801',
      electronicImage: `/mock-img/notice/invoice-${paid[3]?.orderId}.svg?label=${encodeURIComponent('电子发票')}`,
    });
    expect(rows[0]).toMatchObject({
      title: '张小明',
      registerAddress: '',
      registerPhone: '',
      bankName: '',
      bankCardCode: '',
    });
    for (const r of rows.slice(0, 4)) {
      expect(r?.address).toBe(normal);
      expect(r?.email).toMatch(/^invoice\d{3}@example\.com$/);
      expect(r?.electronicImage !== undefined).toBe(r?.invoiceState === 2);
    }
  });

  it('applies an hour after payment (a minute before now at latest) and settles six hours later, not after now', () => {
    for (const o of invoiceableOrders(normal).slice(0, 4)) {
      const r = findInvoice(o.orderId);
      const paidAt = o.payTime ?? o.orderTime;
      const created = Math.min(FIXED_START - 60_000, paidAt + HOUR);
      expect(r?.createTime).toBe(created);
      expect(r?.updateTime).toBe(r?.invoiceState === 1 ? created : Math.min(FIXED_START, created + 6 * HOUR));
    }
  });
});

describe('seeding invoices into another shop', () => {
  const reseed = async (now: number) => {
    await invoices.deleteMany((q) => q.where({ orderId: (id) => id !== '' }));
    await seedInvoices(createSeedContext(1, now));
  };

  it('applies a minute before now for an order paid within the last hour, and issues it at now', async () => {
    const [a, b] = invoiceableOrders(normal) as [OrderRecord, OrderRecord];
    // Made the two newest, paid 30 min before the chosen now: the hour after payment has not passed.
    const now = FIXED_START + 10 * HOUR;
    for (const [i, o] of [a, b].entries()) {
      await orders.update((q) => q.where({ orderId: o.orderId }), {
        data(r) {
          r.orderTime = now - HOUR - i;
          r.payTime = now - HOUR / 2;
        },
      });
    }
    await reseed(now);
    const rows = [findInvoice(a.orderId), findInvoice(b.orderId)];
    expect(rows.map((r) => [r?.invoiceState, r?.createTime, r?.updateTime])).toEqual([
      [1, now - 60_000, now - 60_000],
      [2, now - 60_000, now],
    ]);
  });

  it('stops at the last paid order when the buyer has fewer than four', async () => {
    for (const o of invoiceableOrders(normal).slice(2)) {
      await orders.update((q) => q.where({ orderId: o.orderId }), {
        data(r) {
          r.deleteStatus = 1;
        },
      });
    }
    await reseed(FIXED_START);
    expect(invoices.all().map((r) => r.invoiceState)).toEqual([1, 2]);
  });
});

describe('admin times', () => {
  it('prints epoch ms as yyyy-MM-dd HH:mm:ss in UTC+8, dropping milliseconds', () => {
    expect(restDateTime(FIXED_START)).toBe('2026-01-15 10:00:00');
    expect(restDateTime(Date.UTC(2026, 0, 15, 16, 30, 5, 999))).toBe('2026-01-16 00:30:05');
  });
});
