import { type InvoiceVO, invoicesEndpoints } from '@contracts/invoices';
import { beforeEach, describe, expect, it } from 'vitest';
import { persona } from '../../core/personas';
import { snapshot } from '../../core/store';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { orders } from '../orders/table';
import { DEMO_TIN } from './seed';
import { invoiceableOrders, invoices } from './table';

setupMockServer();

let token = '';
beforeEach(async () => {
  token = await tokenFor('normal');
});
const submit = async (body: Record<string, unknown>) =>
  (await callEndpoint(invoicesEndpoints.submit, body, { token, lang: 'en' })).body;
const cancel = async (orderId: string) =>
  (await callEndpoint(invoicesEndpoints.cancel, { orderId }, { token, lang: 'en' })).body;
const detail = async (orderId: string, t = token) =>
  (await callEndpoint(invoicesEndpoints.detail, { orderId }, { token: t })).body;
const stateOf = (orderId: string) => invoices.findFirst((q) => q.where({ orderId }))?.invoiceState ?? 0;
const orderInState = (s: number) => {
  const o = invoiceableOrders(persona('normal').address).find((x) => stateOf(x.orderId) === s);
  if (!o) throw new Error(`no order with invoice state ${s}`);
  return o.orderId;
};
const company = { type: 0, titleType: 1, title: '杭州链上好物科技有限公司', tin: DEMO_TIN, email: 'a@example.com' };

describe('invoices.page', () => {
  it("lists normal's paid orders with invoices in every state", async () => {
    const r = await callEndpoint(invoicesEndpoints.page, { size: 50 }, { token });
    const rows = (r.body.data as { data: InvoiceVO[] }).data;
    expect(new Set(rows.map((x) => x.invoiceState))).toEqual(new Set([0, 1, 2, 3]));
    expect(rows.filter((x) => x.invoiceState === 2).every((x) => x.electronicImage)).toBe(true);
    const filtered = await callEndpoint(invoicesEndpoints.page, { invoiceState: 1 }, { token });
    expect((filtered.body.data as { data: InvoiceVO[] }).data.every((x) => x.invoiceState === 1)).toBe(true);
  });
});

describe('invoices state machine', () => {
  it('0 → 1 (apply as a company) → 3 (cancel) → 1 (apply again)', async () => {
    const id = orderInState(0);
    expect(await submit({ orderId: id, ...company })).toEqual({ code: 0, message: 'Success' });
    expect((await detail(id)).data).toMatchObject({
      invoiceState: 1,
      titleType: 1,
      tin: DEMO_TIN,
      email: 'a@example.com',
    });
    expect(await cancel(id)).toEqual({ code: 0, message: 'Success' });
    expect(stateOf(id)).toBe(3);
    expect((await submit({ orderId: id, type: 0, titleType: 0, title: '张三' })).code).toBe(0);
    expect((await detail(id)).data).toMatchObject({ invoiceState: 1, titleType: 0, tin: '' });
  });
  it.each([1, 2])('refuses a second application while state is %i, state unchanged', async (s) => {
    const id = orderInState(s);
    const before = snapshot();
    const r = await submit({ orderId: id, ...company });
    expect(r.code).toBe(1);
    expect(r.message).toMatch(/cannot be applied for again/);
    expect(snapshot()).toEqual(before);
  });
  it.each([0, 2, 3])('cancels only while requested: refuses state %i', async (s) => {
    const id = orderInState(s);
    const before = snapshot();
    const r = await cancel(id);
    expect(r.code).toBe(1);
    expect(r.message).toMatch(/cannot be cancelled/);
    expect(snapshot()).toEqual(before);
  });
  it('refuses an unpaid order and an order of someone else', async () => {
    const unpaid = orders.findFirst((q) => q.where({ buyerAddress: persona('normal').address, status: 0 }));
    const r = await submit({ orderId: unpaid?.orderId, ...company });
    expect(r).toEqual({ code: 1, message: 'The order is awaiting payment; only paid orders can be invoiced' });
    token = await tokenFor('newbie');
    expect(await submit({ orderId: orderInState(0), ...company })).toEqual({
      code: 1,
      message: 'This order does not exist',
    });
  });
  it('validates the tax number of a company and the VAT special fields before any state change', async () => {
    const id = orderInState(0);
    const before = snapshot();
    for (const tin of ['', '91350100M000100Y44', '12345']) {
      const r = await submit({ orderId: id, ...company, tin });
      expect(r.code).toBe(1);
      expect(r.message).toContain('tin');
    }
    const vat = await submit({ orderId: id, ...company, type: 1 });
    expect(vat.message).toContain('registerAddress');
    const personal = await submit({ orderId: id, type: 1, titleType: 0, title: '张三' });
    expect(personal.message).toContain('titleType');
    expect(snapshot()).toEqual(before);
  });
  it('counts racing submits once', async () => {
    const id = orderInState(0);
    const replies = await Promise.all(Array.from({ length: 6 }, () => submit({ orderId: id, ...company })));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
  });
  it("answers no data for someone else's order", async () => {
    const r = await detail(orderInState(1), await tokenFor('newbie'));
    expect(r.code).toBe(0);
    expect(r.data).toBeUndefined();
  });
});
