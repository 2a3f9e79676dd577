import { ordersEndpoints } from '@contracts/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findTx, markUsed } from '../chain/table';
import { findSpu } from '../goods/rules/stock';
import { DEFAULT_CONTRACT } from '../goods/table';
import { usedHashes } from '../payments/table';
import { canRefund, onRefundReturned } from './rules/lifecycle';
import { type OrderRecord, orders, REFUND_WINDOW_MS } from './table';
import { detail, returnTokens } from './testing/buying';

setupMockServer();

const BAD_PARAM = { code: 1, message: 'Invalid parameter. Please check your input' };
const ALREADY_USED = { code: 1, message: 'Transaction hash already used' };
const NEVER_SENT = `0x${'ab'.repeat(32)}`;

// Refund listeners (e.g. assets) hear about every accepted return; this one records what they receive.
const heard: Array<[string, number]> = [];
onRefundReturned((o) => {
  heard.push([o.orderId, o.status]);
});
beforeEach(() => {
  heard.length = 0;
});

/** One of the `normal` persona's seeded orders, by goods name and status. */
function seeded(goodsName: string, status: OrderRecord['status']): OrderRecord {
  const o = orders.findMany((q) => q.where({ status })).find((r) => findSpu(r.goodsId)?.name === goodsName);
  if (!o) throw new Error(`no seeded ${goodsName} order in status ${status}`);
  return o;
}

async function apply(input: { orderId: string; txHash: string; note?: string }, lang: 'en' | 'zh' = 'en') {
  const r = await callEndpoint(ordersEndpoints.refundApply, input, { token: await tokenFor('normal'), lang });
  return r.body;
}

/** The buyer's real ERC-1155 transfer of the order's tokens back to the seller's inside wallet. */
async function returnAll(o: OrderRecord) {
  const d = await detail(await tokenFor('normal'), o.orderId);
  return returnTokens('normal', DEFAULT_CONTRACT.address, d.merchant.insideAddress, o.tokenIds);
}

const statusOf = (orderId: string) => orders.findFirst((q) => q.where({ orderId }))?.status;

describe('orders.refundApply', () => {
  it('answers the plain invalid-parameter error for an unknown or foreign order', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    expect(await apply({ orderId: '2026011599999999', txHash: NEVER_SENT })).toEqual(BAD_PARAM);
    const foreign = await callEndpoint(
      ordersEndpoints.refundApply,
      { orderId: paid.orderId, txHash: NEVER_SENT },
      { token: await tokenFor('newbie') },
    );
    expect(foreign.body).toEqual(BAD_PARAM);
    expect(statusOf(paid.orderId)).toBe(1);
  });

  // docs/backend/corrections.md#b6-refusal-codes: OrderService.refundApplyInfo's status and window checks are plain
  // invalid_parameter (code 1).
  it('refuses an unpaid order with the plain invalid-parameter text', async () => {
    const pending = seeded('星际旅人潮玩手办', 0);
    expect(await apply({ orderId: pending.orderId, txHash: NEVER_SENT }, 'zh')).toEqual({
      code: 1,
      message: '参数错误，请检查输入',
    });
  });

  it('refuses past the 7-day window (order 12 days old) with the plain invalid-parameter text', async () => {
    const old = seeded('赛博朋克机甲盲盒', 1);
    expect(await apply({ orderId: old.orderId, txHash: NEVER_SENT }, 'zh')).toEqual({
      code: 1,
      message: '参数错误，请检查输入',
    });
  });

  it('refuses a hash that already paid an order, whatever its letter case', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    const other = seeded('山海经神兽盲盒', 1);
    expect(await apply({ orderId: paid.orderId, txHash: other.payHash })).toEqual(ALREADY_USED);
    const upper = `0x${other.payHash.slice(2).toUpperCase()}`;
    expect(await apply({ orderId: paid.orderId, txHash: upper })).toEqual(ALREADY_USED);
    expect(statusOf(paid.orderId)).toBe(1);
  });

  it('refuses a hash the chain has never seen as an invalid hash (B1: the same words as a wrong one)', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    expect(await apply({ orderId: paid.orderId, txHash: NEVER_SENT })).toEqual({
      code: 1,
      message: 'Invalid transaction hash',
    });
  });

  it('refuses a correct return transfer that another flow has already claimed', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    const hash = await returnAll(paid);
    await markUsed(hash, 'chain:open:1');
    expect(await apply({ orderId: paid.orderId, txHash: hash })).toEqual(ALREADY_USED);
    expect(statusOf(paid.orderId)).toBe(1);
    expect(heard).toEqual([]);
  });

  it('accepts the exact return: status 4, an empty user note, the hash claimed once, listeners told', async () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    const hash = await returnAll(paid);
    expect(await apply({ orderId: paid.orderId, txHash: hash })).toEqual({ code: 0, message: 'Success' });
    const after = orders.findFirst((q) => q.where({ orderId: paid.orderId }));
    expect(after).toMatchObject({ status: 4, refundApplyTxHash: hash });
    expect(after?.refundNote.at(-1)).toMatchObject({ type: 'user', note: '' });
    expect(findTx(hash)?.usedBy).toBe(`refund:${paid.orderId}`);
    expect(usedHashes.findFirst((q) => q.where({ hash }))?.orderId).toBe(paid.orderId);
    expect(heard).toEqual([[paid.orderId, 4]]);
  });
});

describe('canRefund', () => {
  it('allows a refund of a paid order strictly within seven days of ordering', () => {
    const paid = seeded('敦煌飞天数字藏品', 1);
    expect(REFUND_WINDOW_MS).toBe(7 * 86_400_000);
    expect(canRefund(paid, paid.orderTime + REFUND_WINDOW_MS - 1)).toBe(true);
    expect(canRefund(paid, paid.orderTime + REFUND_WINDOW_MS)).toBe(false);
    expect(canRefund({ ...paid, status: 4 }, paid.orderTime)).toBe(false);
  });
});
