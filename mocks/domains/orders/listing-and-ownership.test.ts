import type { DataOf } from '@contracts/core/endpoint';
import { ordersEndpoints } from '@contracts/orders';
import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findSku, findSpu } from '../goods/rules/stock';
import { type OrderRecord, orders } from './table';
import { detail, skuOf, submit } from './testing/buying';

setupMockServer();

const BAD_PARAM = { code: 1, message: 'Invalid parameter. Please check your input' };

/** One of the `normal` persona's seeded orders, by goods name and status. */
function seeded(goodsName: string, status: OrderRecord['status']): OrderRecord {
  const o = orders.findMany((q) => q.where({ status })).find((r) => findSpu(r.goodsId)?.name === goodsName);
  if (!o) throw new Error(`no seeded ${goodsName} order in status ${status}`);
  return o;
}

type Page = DataOf<typeof ordersEndpoints.page>;
async function list(input: Record<string, unknown>, who: 'normal' | 'newbie' = 'normal') {
  const r = await callEndpoint(ordersEndpoints.page, { size: 50, ...input }, { token: await tokenFor(who) });
  return r.body as { code: number; message: string; data: Page };
}
const ids = (p: Page) => p.data.map((o) => o.info.orderId);

describe('orders.page filters', () => {
  it('treats status −1 like no status and a given status as an exact filter', async () => {
    const all = await list({});
    expect(all.data.totalSize).toBe(14);
    expect(ids((await list({ status: -1 })).data)).toEqual(ids(all.data));
    const paid = (await list({ status: 1 })).data;
    expect(paid.totalSize).toBe(5);
    expect(paid.data.every((o) => o.info.status === 1)).toBe(true);
    expect((await list({ status: 6 })).data.totalSize).toBe(1);
  });

  it('finds an order by its id, ignoring surrounding spaces', async () => {
    const target = seeded('赛博朋克机甲盲盒', 2);
    expect(ids((await list({ vague: `  ${target.orderId} ` })).data)).toEqual([target.orderId]);
  });

  it('matches hashes case-insensitively: an upper-case pay hash or the refund tx hash', async () => {
    const paid = seeded('龙年生肖数字徽章', 1);
    expect(ids((await list({ vague: paid.payHash.toUpperCase() })).data)).toEqual([paid.orderId]);
    const approved = seeded('山海经神兽盲盒', 6);
    expect(ids((await list({ vague: approved.refundTxHash })).data)).toEqual([approved.orderId]);
  });

  it('matches a fragment of the SKU name or of the token name only', async () => {
    const o = seeded('敦煌飞天数字藏品', 1);
    const sku = findSku(o.skuId);
    const skuPart = sku?.name.slice(sku.name.indexOf('·')) ?? '';
    const byName = (await list({ vague: skuPart })).data;
    expect(ids(byName)).toContain(o.orderId);
    expect(byName.data.every((r) => r.meta.name.includes(skuPart))).toBe(true);
    const byToken = (await list({ vague: sku?.tokenName })).data;
    expect(ids(byToken)).toContain(o.orderId);
    expect(byToken.data.every((r) => r.meta.tokenName === sku?.tokenName)).toBe(true);
  });

  it('returns nothing for a term no order matches', async () => {
    expect((await list({ vague: '不存在的商品' })).data.totalSize).toBe(0);
  });

  it('leaves canRefund to the detail endpoint', async () => {
    const page = (await list({ status: 1 })).data;
    expect(page.data.some((o) => 'canRefund' in o.info)).toBe(false);
  });

  it('shows an unpaid order past its deadline as timed out before any sweep rewrites it', async () => {
    const token = await tokenFor('newbie');
    const orderId = (await submit(token, skuOf('星际旅人潮玩手办').sku.skuId, 1)).body.data as string;
    await orders.update((q) => q.where({ orderId }), {
      data(r) {
        r.expireTime = now() - 1;
      },
    });
    const page = (await list({}, 'newbie')).data;
    expect(page.data.map((o) => o.info.status)).toEqual([3]);
  });
});

describe('orders.page with a broken row', () => {
  /** The refund-approved order loses its goods: nothing in it is empty, nothing names it any more. */
  async function breakOrder() {
    const o = seeded('山海经神兽盲盒', 6);
    await orders.update((q) => q.where({ orderId: o.orderId }), {
      data(r) {
        r.skuId = '20260101000000999';
        r.goodsId = '20260101000000999';
      },
    });
    return o;
  }

  it('reports an internal error instead of silently dropping the order from the full list', async () => {
    await breakOrder();
    expect(await list({})).toEqual({ code: 1, message: 'Internal error' });
  });

  it('still answers a search that does not match the broken order', async () => {
    await breakOrder();
    const target = seeded('赛博朋克机甲盲盒', 2);
    const r = await list({ vague: target.orderId });
    expect(r.code).toBe(0);
    expect(ids(r.data)).toEqual([target.orderId]);
  });
});

describe('orders.detail and cancel ownership', () => {
  it('answers the plain invalid-parameter error for an unknown, foreign or deleted order', async () => {
    const normal = await tokenFor('normal');
    const get = async (orderId: string, token = normal) =>
      (await callEndpoint(ordersEndpoints.detail, { orderId }, { token })).body;
    const mine = seeded('赛博朋克机甲盲盒', 2);
    expect((await get(mine.orderId)).code).toBe(0);
    expect(await get('2026011599999999')).toEqual(BAD_PARAM);
    expect(await get(mine.orderId, await tokenFor('newbie'))).toEqual(BAD_PARAM);
    await orders.update((q) => q.where({ orderId: mine.orderId }), {
      data(r) {
        r.deleteStatus = 1;
      },
    });
    expect(await get(mine.orderId)).toEqual(BAD_PARAM);
  });

  it('refuses to cancel an unknown or foreign order and leaves it pending', async () => {
    const pending = orders.findFirst((q) => q.where({ status: 0 })) as OrderRecord;
    const newbie = await tokenFor('newbie');
    const cancel = async (orderId: string) =>
      (await callEndpoint(ordersEndpoints.cancel, { orderId }, { token: newbie })).body;
    expect(await cancel(pending.orderId)).toEqual(BAD_PARAM);
    expect(await cancel('2026011599999999')).toEqual(BAD_PARAM);
    expect((await detail(await tokenFor('normal'), pending.orderId)).info.status).toBe(0);
  });

  it('answers the lost conditional update in Chinese when a paid order is cancelled (B6)', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    const r = await callEndpoint(
      ordersEndpoints.cancel,
      { orderId: paid.orderId },
      { token: await tokenFor('normal'), lang: 'zh' },
    );
    expect(r.body).toEqual({ code: 2, message: '请求过于频繁，请稍后再试' });
  });
});
