import type { DataOf } from '@contracts/core/endpoint';
import { deliveriesEndpoints, type ExpressStatus } from '@contracts/deliveries';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import { persona } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { chainTransfers, findHolding, mockHash } from '../assets/table';
import { findMerchantInside } from '../goods/table';
import { AUDIT_DELAY_MS, DAY_MS, type DeliveryRecord, deliveryOrders, patchDelivery } from './table';

setupMockServer();

type Page = DataOf<typeof deliveriesEndpoints.page>;
type Traces = DataOf<typeof deliveriesEndpoints.logistics>;
type Ep = keyof typeof deliveriesEndpoints;
const H = 3_600_000;
const BAD_ID = { code: 1, message: 'Invalid parameter. Please check your input' };

const seeded = (s: ExpressStatus) => deliveryOrders.findFirst((q) => q.where({ status: s })) as DeliveryRecord;
const row = (orderId: string) => deliveryOrders.findFirst((q) => q.where({ orderId })) as DeliveryRecord;
const call = async (e: Ep, input: Record<string, unknown>, lang: 'en' | 'zh' = 'en', who = 'normal' as const) =>
  (await callEndpoint(deliveriesEndpoints[e], input, { token: await tokenFor(who), lang })).body;
const list = async (input: Record<string, unknown>) => (await call('page', input)).data as Page;
const statuses = (p: Page) => p.data.map((o) => o.express.status);

describe('delivery list filters', () => {
  it('lists newest order id first; status absent or -1 means all, otherwise exactly that status', async () => {
    expect(statuses(await list({}))).toEqual([0, 1, 3, 5, 6, 2, 4, 7]);
    expect(statuses(await list({ status: -1 }))).toEqual([0, 1, 3, 5, 6, 2, 4, 7]);
    expect(statuses(await list({ status: 3 }))).toEqual([3]);
  });

  it('matches the search text exactly against order id, goods id and tx hash, trimmed', async () => {
    expect(statuses(await list({ vague: ` ${seeded(4).orderId} ` }))).toEqual([4]);
    expect(statuses(await list({ vague: seeded(3).goodsId }))).toEqual([3, 7]);
    expect(statuses(await list({ vague: seeded(5).txHash }))).toEqual([5]);
    expect(statuses(await list({ vague: seeded(4).orderId.slice(0, 12) }))).toEqual([]);
    expect(statuses(await list({ vague: '   ' }))).toHaveLength(8);
  });

  it('matches part of "goods name + space + sku name"', async () => {
    expect(statuses(await list({ vague: '200ml' }))).toEqual([0, 6]);
    expect(statuses(await list({ vague: '石瓢 手工' }))).toEqual([0, 6]);
    expect(statuses(await list({ vague: '普洱', status: 7 }))).toEqual([7]);
  });

  it('pages the filtered rows', async () => {
    const p = await list({ page: 2, size: 3 });
    expect(statuses(p)).toEqual([5, 6, 2]);
    expect(p).toMatchObject({ pageNumber: 2, totalPage: 3, totalSize: 8 });
  });

  it('leaves out an order whose goods or merchant is gone, and refuses its detail', async () => {
    await patchDelivery(seeded(2).orderId, (r) => {
      r.skuId = 'gone';
    });
    await patchDelivery(seeded(4).orderId, (r) => {
      r.sellerAddress = '0x00000000000000000000000000000000000000aa';
    });
    expect(statuses(await list({}))).toEqual([0, 1, 3, 5, 6, 7]);
    expect(await list({ vague: '徽章' })).toMatchObject({ totalSize: 1, data: [] });
    expect(await call('detail', { orderId: seeded(2).orderId })).toEqual(BAD_ID);
    expect(await call('detail', { orderId: seeded(4).orderId })).toEqual(BAD_ID);
  });
});

describe('delivery actions on an order that is not the caller’s', () => {
  it('answers "invalid parameter" to another user and for an unknown id, state unchanged', async () => {
    const input = { orderId: seeded(1).orderId, type: 0, expressCode: 'SF123456789' };
    for (const e of ['detail', 'confirm', 'refundApply', 'refundExpress', 'logistics'] as const) {
      expect(await call(e, input, 'en', 'newbie' as 'normal')).toEqual(BAD_ID);
      expect(await call(e, { ...input, orderId: '209901019000000999' })).toEqual(BAD_ID);
    }
    expect(row(input.orderId).status).toBe(1);
  });
});

describe('delivery transitions', () => {
  // docs/backend/corrections.md#b6-refusal-codes: OrderService.confirmExpress/refundApplyExpress/refundExpress refuse
  // by plain checks, code 1 invalid_parameter, nothing naming the status (the mock said code 2 with the status in words before).
  it('refuses a transition from the wrong status with code 1 invalid_parameter, as the real checks do', async () => {
    expect(await call('confirm', { orderId: seeded(0).orderId })).toEqual({
      code: 1,
      message: 'Invalid parameter. Please check your input',
    });
    expect(await call('confirm', { orderId: seeded(0).orderId }, 'zh')).toEqual({
      code: 1,
      message: '参数错误，请检查输入',
    });
    expect(await call('refundApply', { orderId: seeded(4).orderId }, 'zh')).toEqual({
      code: 1,
      message: '参数错误，请检查输入',
    });
    expect(await call('refundExpress', { orderId: seeded(1).orderId, expressCode: 'SF123456789' })).toEqual({
      code: 1,
      message: 'Invalid parameter. Please check your input',
    });
    expect(await call('refundExpress', { orderId: seeded(6).orderId, expressCode: 'SF123456789' }, 'zh')).toEqual({
      code: 1,
      message: '参数错误，请检查输入',
    });
    expect(await call('refundApply', { orderId: seeded(7).orderId })).toEqual({
      code: 1,
      message: 'Invalid parameter. Please check your input',
    });
  });

  it('stamps the confirmation with the current time', async () => {
    const id = seeded(1).orderId;
    advance(H);
    expect((await call('confirm', { orderId: id })).code).toBe(0);
    expect(row(id)).toMatchObject({ status: 2, confirmTime: now() });
  });

  it('records a return request: previous status, time, simulated merchant, note appended', async () => {
    const id = seeded(1).orderId;
    const earlier = { type: 'user' as const, time: now() - H, note: 'older', toStatus: 1 };
    await patchDelivery(id, (r) => {
      r.refundNote = [earlier];
    });
    expect((await call('refundApply', { orderId: id, note: '  破损 ' })).code).toBe(0);
    const r = row(id);
    expect(r).toMatchObject({ status: 3, preApplyStatus: 1, refundApplyTime: now(), merchantSim: true });
    expect(r.refundNote).toEqual([earlier, { type: 'user', time: now(), note: '破损', toStatus: 3 }]);
    advance(AUDIT_DELAY_MS);
    expect((await call('detail', { orderId: id })).data).toMatchObject({ express: { status: 5 } });
  });

  it('notes "apply" when the return note is absent or blank, also on an order without notes', async () => {
    const a = seeded(0).orderId;
    await patchDelivery(a, (r) => {
      delete r.refundNote;
    });
    await call('refundApply', { orderId: a });
    expect(row(a).refundNote).toEqual([{ type: 'user', time: now(), note: 'apply', toStatus: 3 }]);
    const b = seeded(2).orderId;
    await call('refundApply', { orderId: b, note: '   ' });
    expect(row(b).refundNote?.at(-1)?.note).toBe('apply');
    expect(row(b).preApplyStatus).toBe(2);
  });

  it('accepts a return until the last millisecond of the 7 days after the order time', async () => {
    const id = seeded(2).orderId;
    advance(row(id).orderTime + 7 * DAY_MS - 1 - now());
    expect((await call('refundApply', { orderId: id })).code).toBe(0);
    expect(row(id).status).toBe(3);
  });

  it('refuses a return exactly 7 days after the order time, state unchanged', async () => {
    const id = seeded(2).orderId;
    advance(row(id).orderTime + 7 * DAY_MS - now());
    expect(await call('refundApply', { orderId: id })).toEqual({
      code: 1,
      message: 'Invalid parameter. Please check your input',
    });
    expect(await call('refundApply', { orderId: id }, 'zh')).toEqual({ code: 1, message: '参数错误，请检查输入' });
    expect(row(id).status).toBe(2);
  });

  it('checks the return numbers before the status: only a list of blanks is refused, any other part is taken', async () => {
    const refused = { code: 1, message: 'Invalid parameter: 快递单号错误. Please check your input' };
    expect(await call('refundExpress', { orderId: seeded(1).orderId, expressCode: ' ,，' })).toEqual(refused);
    // Past the numbers, the order's state: shipped (1) is not "return approved" (5).
    expect((await call('refundExpress', { orderId: seeded(1).orderId, expressCode: 'bad!' })).message).toBe(
      'Invalid parameter. Please check your input',
    );
    const id = seeded(5).orderId;
    expect(await call('refundExpress', { orderId: id, expressCode: 'SF123456789,bad!' })).toEqual({
      code: 0,
      message: 'Success',
    });
    expect(row(id)).toMatchObject({ status: 6, refundExpressCode: 'SF123456789,bad!' });
  });

  it('records the return shipment, due for auto-confirmation exactly 5 days later', async () => {
    const id = seeded(5).orderId;
    const notes = row(id).refundNote ?? [];
    expect((await call('refundExpress', { orderId: id, expressCode: 'ZTO1234567' })).code).toBe(0);
    const t = now();
    expect(row(id)).toMatchObject({
      status: 6,
      refundExpressCode: 'ZTO1234567',
      refundConfirmAutoTime: t + 5 * DAY_MS,
    });
    expect(row(id).refundNote).toEqual([
      ...notes,
      { type: 'user', time: t, note: 'refund express', fromStatus: 5, toStatus: 6 },
    ]);
  });

  it('sends the tokens back from the merchant to the buyer when the return completes', async () => {
    const o = seeded(6);
    const buyer = persona('normal').address;
    const tokenId = o.tokenIds[0] as number;
    expect(findHolding(buyer, tokenId)?.num ?? 0).toBe(0);
    advance((o.refundConfirmAutoTime as number) - now());
    await call('page', {});
    const hash = mockHash(`return-back:${o.orderId}`);
    expect(row(o.orderId)).toMatchObject({ status: 7, refundTxStatus: 1, refundTxHash: hash });
    expect(findHolding(buyer, tokenId)?.num).toBe(1);
    const tx = chainTransfers.findFirst((q) => q.where({ chainHash: hash.toLowerCase() }));
    expect(tx).toMatchObject({
      recordType: 6,
      fromAddress: (findMerchantInside(o.sellerAddress) ?? '').toLowerCase(),
      fromType: 1,
      toAddress: buyer.toLowerCase(),
      toType: 0,
      createTime: o.refundConfirmAutoTime,
    });
  });
});

describe('delivery logistics by type', () => {
  it('traces the return shipment from the time the return numbers were entered', async () => {
    const o = seeded(6);
    const sentBack = (o.refundConfirmAutoTime as number) - 5 * DAY_MS;
    const back = (await call('logistics', { orderId: o.orderId, type: 1 })).data as Traces;
    expect(back).toMatchObject([{ code: o.refundExpressCode, statusDesc: '已签收' }]);
    expect(back[0]?.details?.[0]?.time).toBe(sentBack + 40 * H);
    const out = (await call('logistics', { orderId: o.orderId, type: 0 })).data as Traces;
    expect(out.map((t) => t.code)).toEqual([o.expressCode]);
    expect(out[0]?.details?.[0]?.time).toBe((o.expressTime as number) + 36 * H);
    expect((await call('logistics', { orderId: seeded(1).orderId, type: 1 })).data).toEqual([]);
  });
});
