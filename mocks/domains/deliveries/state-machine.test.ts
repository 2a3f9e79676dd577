import type { DataOf } from '@contracts/core/endpoint';
import { deliveriesEndpoints, type ExpressStatus } from '@contracts/deliveries';
import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { AUDIT_DELAY_MS, DAY_MS, patchDelivery } from './table';

setupMockServer();

type Page = DataOf<typeof deliveriesEndpoints.page>;

async function orderIn(token: string, status: ExpressStatus) {
  const r = await callEndpoint(deliveriesEndpoints.page, { status }, { token });
  const row = (r.body.data as Page).data[0];
  if (!row) throw new Error(`no delivery in status ${status}`);
  return row.express;
}

async function statusOf(token: string, orderId: string) {
  const r = await callEndpoint(deliveriesEndpoints.detail, { orderId }, { token });
  return (r.body.data as DataOf<typeof deliveriesEndpoints.detail>).express;
}

const call = (token: string, e: 'confirm' | 'refundApply' | 'refundExpress', input: Record<string, unknown>) =>
  callEndpoint(deliveriesEndpoints[e], input, { token });

describe('deliveries seed and list', () => {
  it('gives the normal persona one delivery in every status and the newbie none', async () => {
    const token = await tokenFor('normal');
    const all = (await callEndpoint(deliveriesEndpoints.page, {}, { token })).body.data as Page;
    expect(new Set(all.data.map((o) => o.express.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    const newbie = await tokenFor('newbie');
    expect(((await callEndpoint(deliveriesEndpoints.page, {}, { token: newbie })).body.data as Page).totalSize).toBe(0);
  });

  it('refuses another user the detail', async () => {
    const mine = await orderIn(await tokenFor('normal'), 1);
    const r = await callEndpoint(
      deliveriesEndpoints.detail,
      { orderId: mine.orderId },
      { token: await tokenFor('newbie') },
    );
    expect(r.body.code).toBe(1);
  });
});

describe('delivery state machine', () => {
  it('confirms receipt only from shipped (1 → 2)', async () => {
    const token = await tokenFor('normal');
    const shipped = await orderIn(token, 1);
    expect((await call(token, 'confirm', { orderId: shipped.orderId })).body.code).toBe(0);
    const after = await statusOf(token, shipped.orderId);
    expect(after.status).toBe(2);
    expect(after.confirmTime).toBeTypeOf('number');
    for (const s of [0, 2, 3, 5, 6, 7] as const) {
      const o = await orderIn(token, s);
      const r = await call(token, 'confirm', { orderId: o.orderId });
      expect(r.body.code).toBe(1);
      expect((await statusOf(token, o.orderId)).status).toBe(s);
    }
  });

  it('accepts a return request from 0, 1 and 2 within 7 days, with the note', async () => {
    const token = await tokenFor('normal');
    for (const s of [0, 1, 2] as const) {
      const o = await orderIn(token, s);
      const r = await call(token, 'refundApply', { orderId: o.orderId, note: `退货 ${s}` });
      expect(r.body.code).toBe(0);
      const after = await statusOf(token, o.orderId);
      expect(after.status).toBe(3);
      expect(after.refundNote?.at(-1)).toMatchObject({ type: 'user', note: `退货 ${s}`, toStatus: 3 });
    }
  });

  it('refuses a return request from 3–7 and after the 7-day window', async () => {
    const token = await tokenFor('normal');
    for (const s of [3, 4, 5, 6, 7] as const) {
      const o = await orderIn(token, s);
      expect((await call(token, 'refundApply', { orderId: o.orderId })).body.code).toBe(1);
    }
    const shipped = await orderIn(token, 1);
    advance(7 * DAY_MS);
    // Auto-confirm (docs/backend/rules.md#r19-shipping) is due too: the order is now received, but still too old to
    // return. The 7-day session has lapsed as well: log in again.
    const late = await call(await tokenFor('normal'), 'refundApply', { orderId: shipped.orderId });
    expect(late.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
  });

  it('takes return numbers only in 5, split on "," and "，", blanks and repeats dropped', async () => {
    const token = await tokenFor('normal');
    const approved = await orderIn(token, 5);
    const r = await call(token, 'refundExpress', {
      orderId: approved.orderId,
      expressCode: ' SF123456789 ，YT9876543210, ,SF123456789,',
    });
    expect(r.body.code).toBe(0);
    const after = await statusOf(token, approved.orderId);
    expect(after.status).toBe(6);
    expect(after.refundExpressCode).toBe('SF123456789,YT9876543210');
    expect(after.refundConfirmAutoTime).toBeTypeOf('number');
    const shipped = await orderIn(token, 1);
    expect(
      (await call(token, 'refundExpress', { orderId: shipped.orderId, expressCode: 'SF123456789' })).body.code,
    ).toBe(1);
  });

  it('refuses return numbers that are only separators with the real text, before reading the order', async () => {
    const token = await tokenFor('normal');
    const approved = await orderIn(token, 5);
    for (const orderId of [approved.orderId, '9'.repeat(18)]) {
      const r = await callEndpoint(
        deliveriesEndpoints.refundExpress,
        { orderId, expressCode: ' , ，' },
        { token, lang: 'zh' },
      );
      expect(r.body).toEqual({ code: 1, message: '参数错误：快递单号错误，请检查输入' });
    }
    expect((await statusOf(token, approved.orderId)).status).toBe(5);
  });

  it('takes any non-blank part as a number, as the backend does (OrderController.refundExpress)', async () => {
    const token = await tokenFor('normal');
    const approved = await orderIn(token, 5);
    const r = await callEndpoint(
      deliveriesEndpoints.refundExpress,
      { orderId: approved.orderId, expressCode: '单号!!' },
      { token, lang: 'zh' },
    );
    expect(r.body.code).toBe(0);
    expect((await statusOf(token, approved.orderId)).status).toBe(6);
  });

  it('lets the simulated merchant approve a run-time return after a minute, then returns complete in 5 days', async () => {
    const token = await tokenFor('normal');
    const o = await orderIn(token, 2);
    await call(token, 'refundApply', { orderId: o.orderId });
    advance(AUDIT_DELAY_MS);
    expect((await statusOf(token, o.orderId)).status).toBe(5);
    await call(token, 'refundExpress', { orderId: o.orderId, expressCode: 'ZTO1234567,ZTO7654321' });
    advance(5 * DAY_MS);
    const done = await statusOf(token, o.orderId);
    expect(done.status).toBe(7);
    expect(done.refundTxStatus).toBe(1);
  });

  it('ships a run-time order a minute after it was placed; seeded waiting orders stay put', async () => {
    const token = await tokenFor('normal');
    const waiting = await orderIn(token, 0);
    await patchDelivery(waiting.orderId, (r) => {
      r.merchantSim = true;
    });
    advance(DAY_MS);
    const shipped = await statusOf(token, waiting.orderId);
    expect(shipped.status).toBe(1);
    expect(shipped.expressCode).toMatch(/^YT\d{13}$/);
  });
});

describe('logistics', () => {
  it('answers one trace per outbound number, newest step first, and the return traces by type 1', async () => {
    const token = await tokenFor('normal');
    const shipped = await orderIn(token, 1);
    const out = await callEndpoint(deliveriesEndpoints.logistics, { orderId: shipped.orderId, type: 0 }, { token });
    const traces = out.body.data as DataOf<typeof deliveriesEndpoints.logistics>;
    expect(traces.map((t) => t.code)).toEqual(shipped.expressCode.split(','));
    const times = traces[0]?.details?.map((d) => d.time) ?? [];
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(traces[0]?.name).toBe('测试快递');
    const returning = await orderIn(token, 6);
    const back = await callEndpoint(deliveriesEndpoints.logistics, { orderId: returning.orderId, type: 1 }, { token });
    expect((back.body.data as unknown[]).length).toBe(1);
    const waiting = await orderIn(token, 0);
    const none = await callEndpoint(deliveriesEndpoints.logistics, { orderId: waiting.orderId, type: 0 }, { token });
    expect(none.body.data).toEqual([]);
  });

  it('requires the type (the real @RequestParam)', async () => {
    const token = await tokenFor('normal');
    const shipped = await orderIn(token, 1);
    const r = await callEndpoint(deliveriesEndpoints.logistics, { orderId: shipped.orderId }, { token });
    expect(r.body.code).toBe(1);
    expect(r.body.message).toContain('type');
  });
});
