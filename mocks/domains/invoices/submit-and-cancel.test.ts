import { type InvoiceVO, invoicesEndpoints } from '@contracts/invoices';
import type { InfoStatus } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { type PersonaKey, persona } from '../../core/personas';
import { restDateTime } from '../../core/rest-time';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { orders } from '../orders/table';
import { DEMO_TIN } from './seed';
import { invoiceableOrders, invoices } from './table';

setupMockServer();

type Lang = 'en' | 'zh' | 'hk';
const call = async (e: keyof typeof invoicesEndpoints, input: object, lang: Lang = 'en', who: PersonaKey = 'normal') =>
  (await callEndpoint(invoicesEndpoints[e], input, { token: await tokenFor(who), lang })).body;
const me = () => persona('normal').address;
const stateOf = (orderId: string) => invoices.findFirst((q) => q.where({ orderId }))?.invoiceState ?? 0;
const withState = (s: number) => invoiceableOrders(me()).find((o) => stateOf(o.orderId) === s)?.orderId as string;
const withStatus = (s: InfoStatus) =>
  orders.findFirst((q) => q.where({ buyerAddress: me(), status: s }))?.orderId as string;
const page = async (input: object) => (await call('page', input)).data as { data: InvoiceVO[]; pageSize: number };
const detail = async (orderId: string) => (await call('detail', { orderId })).data as InvoiceVO | undefined;
const person = { type: 0, titleType: 0, title: '张三' };
const company = { type: 0, titleType: 1, title: '杭州链上好物科技有限公司', tin: DEMO_TIN };
const gone = { code: 1, message: 'This order does not exist' };

describe('invoice list', () => {
  it('filters by invoice state, -1 or absent meaning all, newest order first, 10 a page by default', async () => {
    const all = invoiceableOrders(me()).map((o) => o.orderId);
    const everything = await page({});
    expect(everything.pageSize).toBe(10);
    expect(everything.data.map((v) => v.orderId)).toEqual(all);
    expect((await page({ invoiceState: -1 })).data).toHaveLength(all.length);
    const none = (await page({ invoiceState: 0 })).data;
    expect(none.map((v) => v.orderId)).toEqual(all.filter((id) => stateOf(id) === 0));
    expect(none.length).toBeGreaterThan(0);
    expect((await page({ invoiceState: 2 })).data.map((v) => v.invoiceState)).toEqual([2, 2]);
    expect((await page({ size: 2, page: 2 })).data.map((v) => v.orderId)).toEqual(all.slice(2, 4));
  });
});

describe('invoice detail', () => {
  it('answers no data for an unpaid order without an invoice, or an unknown order', async () => {
    expect(await call('detail', { orderId: withStatus(0) })).toEqual({ code: 0, message: 'Success' });
    expect(await call('detail', { orderId: '209901010000000001' })).toEqual({ code: 0, message: 'Success' });
  });

  it('answers state 0 with empty fields for a paid order never invoiced', async () => {
    expect(await detail(withState(0))).toMatchObject({ invoiceState: 0, title: '', tin: '', type: 0 });
  });

  it('still shows an existing invoice after the order left the paid state', async () => {
    const id = withState(1);
    await orders.update((q) => q.where({ orderId: id }), {
      data(o) {
        o.status = 4;
      },
    });
    expect(await detail(id)).toMatchObject({ orderId: id, invoiceState: 1 });
  });
});

describe('invoice submit', () => {
  it('says the order does not exist, in the caller’s language', async () => {
    expect(await call('submit', { orderId: '209901010000000001', ...person })).toEqual(gone);
    expect(await call('submit', { orderId: '209901010000000001', ...person }, 'zh')).toEqual({
      code: 1,
      message: '订单不存在',
    });
  });

  it('names the order status when it cannot be invoiced', async () => {
    expect(await call('submit', { orderId: withStatus(2), ...person })).toEqual({
      code: 1,
      message: 'The order is cancelled; only paid orders can be invoiced',
    });
    const zh = { code: 1, message: '订单状态为「待付款」，仅已付款订单可开票' };
    expect(await call('submit', { orderId: withStatus(0), ...person }, 'zh')).toEqual(zh);
    expect(await call('submit', { orderId: withStatus(0), ...person }, 'hk')).toEqual(zh);
  });

  it('refuses a second application with the current invoice state in words', async () => {
    expect(await call('submit', { orderId: withState(2), ...person })).toEqual({
      code: 1,
      message: 'The invoice is issued; it cannot be applied for again',
    });
    expect(await call('submit', { orderId: withState(1), ...person }, 'zh')).toEqual({
      code: 1,
      message: '发票当前状态为「申请发票」，无法重复申请',
    });
  });

  it('invoices a paid order whose refund was refused, stamped now, without company fields for a person', async () => {
    const id = withStatus(5);
    advance(3_600_000);
    const extra = { tin: DEMO_TIN, registerAddress: '某路 1 号', bankName: '某银行' };
    expect((await call('submit', { orderId: id, ...person, ...extra })).code).toBe(0);
    const v = await detail(id);
    expect(v).toMatchObject({ invoiceState: 1, title: '张三', tin: '', registerAddress: '', bankName: '' });
    expect(v).toMatchObject({ createTime: restDateTime(now()), updateTime: restDateTime(now()) });
    expect(v).not.toHaveProperty('email');
    expect(invoices.findFirst((q) => q.where({ orderId: id }))?.address).toBe(me());
  });

  it('keeps a company’s fields, empty where not given', async () => {
    const id = withState(0);
    const full = { registerAddress: '文三路 90 号', registerPhone: '0571-1', bankName: '招行', bankCardCode: '5719' };
    await call('submit', { orderId: id, ...company, type: 1, ...full });
    expect(await detail(id)).toMatchObject({ type: 1, titleType: 1, tin: DEMO_TIN, ...full });
    const other = invoiceableOrders(me()).filter((o) => stateOf(o.orderId) === 0)[0]?.orderId as string;
    await call('submit', { orderId: other, ...company });
    expect(await detail(other)).toMatchObject({
      tin: DEMO_TIN,
      registerAddress: '',
      registerPhone: '',
      bankCardCode: '',
    });
  });

  it('replaces a cancelled application: new times, old e-mail and image dropped', async () => {
    const id = withState(3);
    await invoices.update((q) => q.where({ orderId: id }), {
      data(r) {
        r.electronicImage = 'x.png';
      },
    });
    advance(60_000);
    expect((await call('submit', { orderId: id, ...person })).code).toBe(0);
    const v = await detail(id);
    expect(v).toMatchObject({ invoiceState: 1, titleType: 0, createTime: restDateTime(now()) });
    expect(v).not.toHaveProperty('email');
    expect(v).not.toHaveProperty('electronicImage');
    await call('cancel', { orderId: id });
    await call('submit', { orderId: id, ...person, email: 'b@example.com' });
    expect((await detail(id))?.email).toBe('b@example.com');
  });
});

describe('invoice cancel', () => {
  it('withdraws a requested invoice, stamping the update time', async () => {
    const id = withState(1);
    advance(60_000);
    expect(await call('cancel', { orderId: id })).toEqual({ code: 0, message: 'Success' });
    expect(await detail(id)).toMatchObject({ invoiceState: 3, updateTime: restDateTime(now()) });
  });

  it('refuses an own order never invoiced, naming state 0', async () => {
    expect(await call('cancel', { orderId: withState(0) })).toEqual({
      code: 1,
      message: 'The invoice is not invoiced; it cannot be cancelled',
    });
    expect(await call('cancel', { orderId: withState(0) }, 'zh')).toEqual({
      code: 1,
      message: '发票当前状态为「未开发票」，无法撤销',
    });
  });

  it('refuses an issued invoice, an unknown order and someone else’s invoice', async () => {
    expect(await call('cancel', { orderId: withState(2) })).toEqual({
      code: 1,
      message: 'The invoice is issued; it cannot be cancelled',
    });
    expect(await call('cancel', { orderId: '209901010000000001' })).toEqual(gone);
    expect(await call('cancel', { orderId: withState(1) }, 'en', 'newbie')).toEqual(gone);
    expect(await call('cancel', { orderId: withState(1) }, 'zh', 'newbie')).toEqual({ code: 1, message: '订单不存在' });
    expect(stateOf(withState(1))).toBe(1);
  });
});
