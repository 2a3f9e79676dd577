import { ordersEndpoints } from '@contracts/orders';
import { OPERATION_PASSWORD_HEADER, paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { advance, now } from '../../core/clock';
import type { PersonaKey } from '../../core/personas';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { findTx, markUsed } from '../chain/table';
import { findSku } from '../goods/rules/stock';
import { findOrder, patchOrder, sweepExpired } from '../orders/rules/lifecycle';
import { orders } from '../orders/table';
import { detail, payBty, quotes, skuOf, submit } from '../orders/testing/buying';
import { decideOffline } from './handlers';
import { DEMO_OPERATION_PASSWORD, operationPasswords, QUOTE_TTL_MS } from './table';

setupMockServer();

const MIN = 60_000;
const DAY = 86_400_000;
const INVALID_PARAMETER = { code: 1, message: 'Invalid parameter. Please check your input' };
const QUOTE_EXPIRED = { code: 2, message: 'Too many requests. Please try again later' };
const ALREADY_USED = { code: 1, message: 'Transaction hash already used' };
const UNKNOWN_ORDER = '99999999999999999999';

async function pendingOrder(who: PersonaKey = 'newbie', goods = '敦煌飞天数字藏品') {
  const token = await tokenFor(who);
  const orderId = (await submit(token, skuOf(goods).sku.skuId, 1)).body.data as string;
  return { who, token, orderId };
}

type Buyer = Awaited<ReturnType<typeof pendingOrder>>;

const payTypeOf = (token: string, orderId: string) => callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
const pay = (b: Buyer, txHash: string, lang: 'en' | 'zh' = 'en', orderId = b.orderId) =>
  callEndpoint(paymentsEndpoints.pay, { orderId, chainType: 0, txHash }, { token: b.token, lang });
const offlinePay = (token: string, orderId: string, password = DEMO_OPERATION_PASSWORD, lang: 'en' | 'zh' = 'en') =>
  callEndpoint(
    paymentsEndpoints.offlinePay,
    { orderId },
    { token, lang, headers: { [OPERATION_PASSWORD_HEADER]: password } },
  );

/** Takes the buyer's quote (which starts its 10 minutes) and sends the quoted BTY to the merchant. */
async function btyTransfer(b: Buyer) {
  const q = (await quotes(b.token, b.orderId)).find((p) => p.chainType === 0);
  return payBty(b.who, q?.payAddress ?? '', q?.amount ?? '0');
}

describe('payments.payType: which orders can be quoted', () => {
  it("refuses an unknown order and another buyer's order", async () => {
    const mine = await pendingOrder('newbie');
    const other = await tokenFor('normal');
    expect((await payTypeOf(mine.token, UNKNOWN_ORDER)).body).toEqual(INVALID_PARAMETER);
    expect((await payTypeOf(other, mine.orderId)).body).toEqual(INVALID_PARAMETER);
  });

  it('refuses an order whose seller has no merchant inside address to pay to', async () => {
    const b = await pendingOrder();
    await patchOrder(b.orderId, (r) => {
      r.sellerAddress = '0x000000000000000000000000000000000000dead';
    });
    expect((await payTypeOf(b.token, b.orderId)).body).toEqual(INVALID_PARAMETER);
  });

  it('refuses to take a payment for such an order, even with a live quote taken on another order', async () => {
    const quoted = await pendingOrder();
    const hash = await btyTransfer(quoted);
    const orphan = (await submit(quoted.token, skuOf('敦煌飞天数字藏品').sku.skuId, 1)).body.data as string;
    await patchOrder(orphan, (r) => {
      r.sellerAddress = '0x000000000000000000000000000000000000dead';
    });
    expect((await pay(quoted, hash, 'en', orphan)).body).toEqual(INVALID_PARAMETER);
    expect(findOrder(orphan)?.status).toBe(0);
  });
});

describe('payments: the 10-minute price quote (rule 9)', () => {
  it('is still valid exactly 10 minutes after it was taken', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    advance(QUOTE_TTL_MS);
    expect((await pay(b, hash)).body.code).toBe(0);
  });

  it('restarts its 10 minutes when the buyer asks for the pay types again', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    advance(9 * MIN);
    await quotes(b.token, b.orderId);
    advance(9 * MIN);
    expect((await pay(b, hash)).body.code).toBe(0);
  });

  it("belongs to one buyer: another buyer's quote neither lets you pay nor is refreshed by you", async () => {
    const a = await pendingOrder('newbie');
    const b = await pendingOrder('inviter', '星际旅人潮玩手办');
    const aHash = await btyTransfer(a);
    const bHash = await btyTransfer(b);
    advance(9 * MIN);
    await quotes(b.token, b.orderId);
    advance(2 * MIN);
    expect((await pay(a, aHash)).body).toEqual(QUOTE_EXPIRED);
    expect((await pay(b, bHash)).body.code).toBe(0);
  });

  it('is required: a buyer who never asked for one cannot pay, even when others did', async () => {
    const a = await pendingOrder('newbie');
    const b = await pendingOrder('inviter', '星际旅人潮玩手办');
    await quotes(b.token, b.orderId);
    const hash = `0x${'ab'.repeat(32)}`;
    expect((await pay(a, hash)).body).toEqual(QUOTE_EXPIRED);
    expect((await pay(a, hash, 'zh')).body).toEqual({ code: 2, message: '请求过于频繁，请稍后再试' });
    expect((await detail(a.token, a.orderId)).info.status).toBe(0);
  });
});

describe('payments.pay: which orders can be paid', () => {
  it("refuses an unknown order and another buyer's order (once the caller has a quote: that comes first)", async () => {
    const mine = await pendingOrder('newbie');
    const other = await pendingOrder('inviter', '星际旅人潮玩手办');
    const hash = `0x${'ab'.repeat(32)}`;
    // OrderController.pay reads the address's quote before the order: without one, code 2 whatever the order.
    expect((await pay(mine, hash, 'en', UNKNOWN_ORDER)).body).toEqual(QUOTE_EXPIRED);
    await quotes(mine.token, mine.orderId);
    await quotes(other.token, other.orderId);
    expect((await pay(mine, hash, 'en', UNKNOWN_ORDER)).body).toEqual(INVALID_PARAMETER);
    expect((await pay(other, hash, 'en', mine.orderId)).body).toEqual(INVALID_PARAMETER);
  });

  it('checks the hash before the order’s state: a cancelled order gets "无效的交易哈希" for an unmined hash', async () => {
    const b = await pendingOrder();
    await quotes(b.token, b.orderId);
    await callEndpoint(ordersEndpoints.cancel, { orderId: b.orderId }, { token: b.token });
    expect((await pay(b, `0x${'ab'.repeat(32)}`, 'zh')).body).toEqual({ code: 1, message: '无效的交易哈希' });
  });

  it('answers the backend’s lost-update text (code 2) when a real transfer pays an order cancelled meanwhile (B6)', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    await callEndpoint(ordersEndpoints.cancel, { orderId: b.orderId }, { token: b.token });
    expect((await pay(b, hash, 'zh')).body).toEqual({ code: 2, message: '请求过于频繁，请稍后再试' });
    // The update was lost: the hash is not spent, the order stays cancelled.
    expect(findTx(hash)?.usedBy).toBe('');
    expect(findOrder(b.orderId)?.status).toBe(2);
  });

  it('refuses a wallet payment while an offline payment awaits the merchant', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    expect((await offlinePay(b.token, b.orderId)).body.code).toBe(0);
    expect((await pay(b, hash)).body).toEqual({ code: 2, message: 'The offline payment awaits the merchant' });
    expect((await pay(b, hash, 'zh')).body).toEqual({ code: 2, message: '线下支付待商家确认' });
    expect(findTx(hash)?.usedBy).toBe('');
  });
});

describe('payments.pay: one hash pays once', () => {
  it('a hash an earlier (seeded) order was paid with is not this buyer’s transfer: verified first, invalid', async () => {
    // TransferUtils.payment checks payer, payee and amount before sys_hash_used: another order's transfer fails
    // there ("无效的交易哈希"); "already used" is for a transfer that would pay this very order (below).
    const seeded = orders.findMany((q) => q.where({ payHash: (h) => h !== '' }))[0];
    const b = await pendingOrder();
    await quotes(b.token, b.orderId);
    expect((await pay(b, seeded?.payHash ?? '')).body).toEqual({ code: 1, message: 'Invalid transaction hash' });
  });

  it('refuses a transfer that already paid another order of the same buyer, merchant and amount', async () => {
    const first = await pendingOrder();
    const hash = await btyTransfer(first);
    expect((await pay(first, hash)).body.code).toBe(0);
    const second = await pendingOrder();
    await quotes(second.token, second.orderId);
    expect((await pay(second, hash)).body).toEqual(ALREADY_USED);
    expect(findOrder(second.orderId)?.status).toBe(0);
  });

  it('refuses a transfer another feature has already consumed, and leaves the order unpaid', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    await markUsed(hash, 'chain:open:1');
    expect((await pay(b, hash)).body).toEqual(ALREADY_USED);
    expect((await detail(b.token, b.orderId)).info.status).toBe(0);
  });

  it('marks the transfer as consumed by this order, so other features refuse it', async () => {
    const b = await pendingOrder();
    const hash = await btyTransfer(b);
    expect((await pay(b, hash)).body.code).toBe(0);
    expect(findTx(hash)?.usedBy).toBe(`order:${b.orderId}`);
  });
});

describe('payments: what a paid order records (rule 12)', () => {
  it('a wallet payment: paid now, not offline, proceeds frozen for 7 days, its own delivery tx', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    const paidAt = now();
    expect((await pay(a, await btyTransfer(a))).body.code).toBe(0);
    expect((await pay(b, await btyTransfer(b))).body.code).toBe(0);
    const ra = findOrder(a.orderId);
    const rb = findOrder(b.orderId);
    expect(ra).toMatchObject({ status: 1, offline: false, payTime: paidAt, unfreezeTime: paidAt + 7 * DAY });
    expect(ra?.payPrice).toBe('2.343');
    expect(ra?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(rb?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(ra?.txHash).not.toBe(rb?.txHash);
  });

  it('an offline payment the merchant agreed to: offline, no pay hash, frozen for 7 days', async () => {
    const b = await pendingOrder();
    await offlinePay(b.token, b.orderId);
    advance(5 * MIN);
    const agreedAt = now();
    expect(await decideOffline(b.orderId, true)).toBeNull();
    expect(findOrder(b.orderId)).toMatchObject({
      status: 1,
      offline: true,
      payHash: '',
      offlinePayState: 2,
      unfreezeTime: agreedAt + 7 * DAY,
    });
  });
});

describe('payments.offlinePay: the operation password', () => {
  it("checks the buyer's own password, not another persona's", async () => {
    const b = await pendingOrder();
    await operationPasswords.update((q) => q.where({ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }), {
      data(r) {
        r.password = '654321';
      },
    });
    expect((await offlinePay(b.token, b.orderId)).body).toEqual({ code: 1, message: 'Wrong operation password' });
    expect((await offlinePay(b.token, b.orderId, '000000', 'zh')).body).toEqual({ code: 1, message: '操作密码错误' });
    expect(findOrder(b.orderId)?.offlinePayState).toBeUndefined();
    expect((await offlinePay(b.token, b.orderId, '654321')).body.code).toBe(0);
  });
});

describe('decideOffline: only an offline payment awaiting the merchant can be decided', () => {
  it('a refused offline payment past its deadline expires at the next sweep and gives its stock back', async () => {
    const b = await pendingOrder();
    const skuId = findOrder(b.orderId)?.skuId ?? '';
    expect((await offlinePay(b.token, b.orderId)).body.code).toBe(0);
    advance(31 * MIN);
    // Any read sweeps first: the awaiting order is left alone, every other unpaid order expires.
    await sweepExpired(now());
    const held = findSku(skuId)?.stock ?? Number.NaN;
    expect(await decideOffline(b.orderId, false)).toBeNull();
    await sweepExpired(now());
    expect(findOrder(b.orderId)?.status).toBe(3);
    expect(findSku(skuId)?.stock).toBe(held + 1);
  });

  it('names an unknown order, and refuses a pending order with no offline payment without paying it', async () => {
    expect(await decideOffline(UNKNOWN_ORDER, true)).toBe(`unknown order ${UNKNOWN_ORDER}`);
    const b = await pendingOrder();
    expect(await decideOffline(b.orderId, true)).toBe(`order ${b.orderId} has no offline payment awaiting a decision`);
    expect(findOrder(b.orderId)).toMatchObject({ status: 0, tokenIds: [] });
  });

  it('refuses an order the buyer cancelled while its offline payment was awaiting the merchant', async () => {
    const b = await pendingOrder();
    await offlinePay(b.token, b.orderId);
    await callEndpoint(ordersEndpoints.cancel, { orderId: b.orderId }, { token: b.token });
    expect(await decideOffline(b.orderId, true)).toMatch(/no offline payment awaiting a decision/);
    expect(findOrder(b.orderId)?.status).toBe(2);
  });
});
