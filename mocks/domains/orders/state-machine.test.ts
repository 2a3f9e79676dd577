import { ordersEndpoints } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findSku } from '../goods/rules/stock';
import { orders } from './table';
import { detail, goodsDetail, skuOf, submit } from './testing/buying';

setupMockServer();

/**
 * OrderController/OrderService.order refuse every precondition with the bare invalid_parameter
 * (docs/backend/rules.md#r3-express-type, docs/backend/rules.md#r4-submit-preconditions).
 */
const BAD_PARAM = 'Invalid parameter. Please check your input';

describe('orders.submit', () => {
  it('creates a pending order with a 30-minute window and reserves the stock', async () => {
    const token = await tokenFor('newbie');
    const { sku } = skuOf('星际旅人潮玩手办');
    const r = await submit(token, sku.skuId, 2);
    expect(r.body.code).toBe(0);
    const orderId = r.body.data as string;
    expect(orderId).toMatch(/^\d{18}$/);
    const d = await detail(token, orderId);
    expect(d.info.status).toBe(0);
    expect(d.info.expireTime - d.info.orderTime).toBe(30 * 60_000);
    expect(d.info.amount).toBe('398');
    expect(d.info.tokenIds).toEqual([]);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock - 2);
  });

  it.each([0, 51, -3])('refuses quantity %i with the real message', async (num) => {
    const token = await tokenFor('newbie');
    const r = await submit(token, skuOf('星际旅人潮玩手办').sku.skuId, num);
    expect(r.body).toMatchObject({ code: 1, message: 'Maximum 50 items per order' });
  });

  it('refuses more than the stock, sold-out SKUs, synthetic goods and unreleased goods', async () => {
    const token = await tokenFor('newbie');
    const soldOut = skuOf('国潮熊猫徽章').sku;
    expect((await submit(token, soldOut.skuId, 1)).body.message).toBe('Insufficient product stock');
    expect((await submit(token, skuOf('星际旅人潮玩手办', 3).sku.skuId, 50)).body.message).toBe(
      'Insufficient product stock',
    );
    expect((await submit(token, skuOf('传说级龙魂（合成品）').sku.skuId, 1)).body.message).toBe(BAD_PARAM);
    expect((await submit(token, skuOf('青花瓷茶具套装（即将开售）').sku.skuId, 1)).body.message).toBe(BAD_PARAM);
  });

  it('enforces purchase limits: 0 cannot buy, n per address, −1 unlimited', async () => {
    const token = await tokenFor('newbie');
    expect((await submit(token, skuOf('链上周年纪念勋章（展示品）').sku.skuId, 1)).body.message).toBe(
      'Order quantity exceeds purchase limit',
    );
    const dragon = skuOf('龙年生肖数字徽章').sku;
    expect((await submit(token, dragon.skuId, 1)).body.code).toBe(0);
    expect((await submit(token, dragon.skuId, 1)).body.message).toBe('Order quantity exceeds purchase limit');
    const d = await goodsDetail(dragon.goodsId, token);
    expect(d.spu.orderLimit).toBe(0);
    expect((await submit(token, skuOf('星际旅人潮玩手办').sku.skuId, 50)).body.code).toBe(0);
  });

  it('limits a whitelist sale to the whitelist allowance (none → cannot buy)', async () => {
    const { sku } = skuOf('故宫联名香囊（白名单）');
    expect((await submit(await tokenFor('newbie'), sku.skuId, 1)).body.message).toBe(
      'Order quantity exceeds purchase limit',
    );
    const normal = await tokenFor('normal');
    expect((await submit(normal, sku.skuId, 3)).body.message).toBe('Order quantity exceeds purchase limit');
    expect((await submit(normal, sku.skuId, 2)).body.code).toBe(0);
  });

  it('requires a multiple of orderPack and an address when shipping', async () => {
    const token = await tokenFor('newbie');
    const packed = skuOf('手工紫砂壶·石瓢', 2).sku;
    expect((await submit(token, packed.skuId, 1)).body.message).toBe(BAD_PARAM);
    expect((await submit(token, packed.skuId, 2, { expressType: 1 })).body.message).toBe(BAD_PARAM);
    const ok = await submit(token, packed.skuId, 2, {
      expressType: 1,
      expressDetail: { name: '张三', phone: '13800138000', detail: '北京市朝阳区', note: '' },
    });
    expect(ok.body.code).toBe(0);
  });

  it('never oversells: 10 racing submits for a stock of 3 create exactly 3 orders', async () => {
    const { sku } = skuOf('手工紫砂壶·石瓢', 0);
    expect(sku.stock).toBe(3);
    const tokens = await Promise.all(
      ['newbie', 'inviter', 'invitee', 'normal', 'realname'].map((k) => tokenFor(k as 'newbie')),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(tokens[i % tokens.length] as string, sku.skuId, 1)),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(findSku(sku.skuId)?.stock).toBe(0);
  });
});

describe('orders state machine', () => {
  it('cancels a pending order once, then refuses with code 2 and the backend’s lost-update text', async () => {
    const token = await tokenFor('newbie');
    const { sku } = skuOf('星际旅人潮玩手办');
    const orderId = (await submit(token, sku.skuId, 1)).body.data as string;
    expect((await callEndpoint(ordersEndpoints.cancel, { orderId }, { token })).body.code).toBe(0);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock);
    const again = await callEndpoint(ordersEndpoints.cancel, { orderId }, { token });
    expect(again.body).toEqual({ code: 2, message: 'Too many requests. Please try again later' });
    const d = await detail(token, orderId);
    expect(d.info.status).toBe(2);
    expect(d.info.cancelTime).toBeTypeOf('number');
  });

  it('refuses to cancel a paid order and someone else’s order', async () => {
    const normal = await tokenFor('normal');
    const paid = orders.findFirst((q) => q.where({ status: 1 }));
    const r = await callEndpoint(ordersEndpoints.cancel, { orderId: paid?.orderId ?? '' }, { token: normal });
    expect(r.body).toEqual({ code: 2, message: 'Too many requests. Please try again later' });
    const other = await callEndpoint(
      ordersEndpoints.cancel,
      { orderId: paid?.orderId ?? '' },
      { token: await tokenFor('newbie') },
    );
    expect(other.body.code).toBe(1);
  });

  it('expires after 30 minutes on the mock clock and gives the stock back', async () => {
    const token = await tokenFor('newbie');
    const { sku } = skuOf('敦煌飞天数字藏品');
    const orderId = (await submit(token, sku.skuId, 2)).body.data as string;
    advance(29 * 60_000);
    expect((await detail(token, orderId)).info.status).toBe(0);
    advance(60_001);
    expect((await detail(token, orderId)).info.status).toBe(3);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock);
    const late = await callEndpoint(ordersEndpoints.cancel, { orderId }, { token });
    expect(late.body.code).toBe(2);
  });

  it('expires an order whose deadline comes before every deadline seen so far (clock set back)', async () => {
    const token = await tokenFor('newbie');
    const { sku } = skuOf('敦煌飞天数字藏品');
    const later = (await submit(token, sku.skuId, 1)).body.data as string;
    await detail(token, later); // a sweep that remembers the earliest deadline it saw
    advance(-60 * 60_000);
    const earlier = (await submit(token, sku.skuId, 1)).body.data as string;
    advance(30 * 60_000 + 1);
    await detail(token, later); // any read sweeps first
    // The stored record, not the view (which derives "timed out" from the deadline on its own).
    const stored = (id: string) => orders.findFirst((q) => q.where({ orderId: id }))?.status;
    expect(stored(earlier)).toBe(3);
    expect(stored(later)).toBe(0);
    expect(findSku(sku.skuId)?.stock).toBe(sku.stock - 1);
  });

  it('lists only the caller’s orders, filters by status and shows every status for the normal persona', async () => {
    const token = await tokenFor('normal');
    const all = await callEndpoint(ordersEndpoints.page, { page: 1, size: 50 }, { token });
    const page = all.body.data as { data: Array<{ info: { status: number; buyerAddress: string; orderId: string } }> };
    expect(new Set(page.data.map((o) => o.info.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const ids = page.data.map((o) => o.info.orderId);
    expect(ids).toEqual([...ids].sort().reverse());
    const refunds = await callEndpoint(ordersEndpoints.page, { status: 4 }, { token });
    expect(
      (refunds.body.data as { data: Array<{ info: { status: number } }> }).data.every((o) => o.info.status === 4),
    ).toBe(true);
    const empty = await callEndpoint(ordersEndpoints.page, {}, { token: await tokenFor('newbie') });
    expect((empty.body.data as { totalSize: number }).totalSize).toBe(0);
  });

  it('answers canRefund only in detail: true within 7 days of orderTime, false beyond', async () => {
    const token = await tokenFor('normal');
    const paid = orders.findMany((q) => q.where({ status: 1 }));
    const verdicts = await Promise.all(
      paid.map(async (o) => [o.orderTime, (await detail(token, o.orderId)).info.canRefund] as const),
    );
    expect(verdicts.some(([, c]) => c === true)).toBe(true);
    expect(verdicts.some(([, c]) => c === false)).toBe(true);
  });
});
