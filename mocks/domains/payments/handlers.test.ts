import { ordersEndpoints } from '@contracts/orders';
import { OPERATION_PASSWORD_HEADER, paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { advance } from '../../core/clock';
import { callEndpoint } from '../../node';
import { setupMockServer, tokenFor } from '../../testing';
import { DEFAULT_CONTRACT } from '../goods/table';
import { detail, payBty, payUsdt, quotes, returnTokens, skuOf, submit } from '../orders/testing/buying';
import { decideOffline } from './handlers';
import { DEMO_OPERATION_PASSWORD } from './table';

setupMockServer();

async function pendingOrder(who: 'newbie' | 'realname' = 'newbie') {
  const token = await tokenFor(who);
  const orderId = (await submit(token, skuOf('敦煌飞天数字藏品').sku.skuId, 2)).body.data as string;
  return { token, orderId };
}

/** Offline payment with the demo password, then the admin's agreement (the order is paid only then). */
async function payOffline(token: string, orderId: string) {
  await callEndpoint(
    paymentsEndpoints.offlinePay,
    { orderId },
    { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
  );
  expect(await decideOffline(orderId, true)).toBeNull();
}

const pay = (token: string, orderId: string, chainType: 0 | 1, txHash: string) =>
  callEndpoint(paymentsEndpoints.pay, { orderId, chainType, txHash }, { token });

describe('payments.payType', () => {
  it('quotes BTY on 2999 and USDT on 56, rounded up to 4 places, to the merchant inside address', async () => {
    const { token, orderId } = await pendingOrder();
    const q = await quotes(token, orderId);
    expect(q.map((p) => p.chainType)).toEqual([0, 1]);
    // 19.8 CNY ÷ 7.1 = 2.78873… → 2.7888; ÷ 2.343 = 8.45070… → 8.4508
    expect(q.find((p) => p.chainType === 1)?.amount).toBe('2.7888');
    expect(q.find((p) => p.chainType === 0)?.amount).toBe('8.4508');
    expect(q[0]?.payAddress).toBe('0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f');
  });
});

describe('payments.pay (wallet)', () => {
  it('pays with a BTY transfer: status 1, token ids prefix·1e8+serial, delivered', async () => {
    const { token, orderId } = await pendingOrder();
    const q = await quotes(token, orderId);
    const bty = q.find((p) => p.chainType === 0);
    const hash = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    expect((await pay(token, orderId, 0, hash)).body.code).toBe(0);
    const d = await detail(token, orderId);
    expect(d.info).toMatchObject({ status: 1, payChain: 0, payHash: hash, payAmount: '8.4508', txStatus: 1 });
    expect(d.info.tokenIds).toHaveLength(2);
    expect(d.info.tokenIds.every((id) => id >= 100_000_000 && id % 100_000_000 > 0)).toBe(true);
    expect(d.info.canRefund).toBe(true);
  });

  it('pays with a USDT ERC-20 transfer on BSC', async () => {
    const { token, orderId } = await pendingOrder();
    const usdt = (await quotes(token, orderId)).find((p) => p.chainType === 1);
    const hash = await payUsdt('newbie', usdt?.payAddress ?? '', usdt?.amount ?? '0');
    expect((await pay(token, orderId, 1, hash)).body.code).toBe(0);
    expect((await detail(token, orderId)).info.payChain).toBe(1);
  });

  it('tells an unknown hash (invalid, B1) from a reused one (already used)', async () => {
    const { token, orderId } = await pendingOrder();
    const bty = (await quotes(token, orderId)).find((p) => p.chainType === 0);
    const unknown = `0x${'ab'.repeat(32)}`;
    expect((await pay(token, orderId, 0, unknown)).body).toEqual({ code: 1, message: 'Invalid transaction hash' });
    const hash = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    expect((await pay(token, orderId, 0, hash)).body.code).toBe(0);
    const second = await pendingOrder();
    await quotes(second.token, second.orderId);
    expect((await pay(second.token, second.orderId, 0, hash)).body.message).toBe('Transaction hash already used');
    expect((await detail(second.token, second.orderId)).info.status).toBe(0);
  });

  it('counts one hash once even when two payments race', async () => {
    const a = await pendingOrder();
    const b = await pendingOrder();
    const bty = (await quotes(a.token, a.orderId)).find((p) => p.chainType === 0);
    await quotes(b.token, b.orderId);
    const hash = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    const results = await Promise.all([pay(a.token, a.orderId, 0, hash), pay(b.token, b.orderId, 0, hash)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
  });

  it('refuses an underpayment, a transfer to the wrong address and the wrong chain', async () => {
    const { token, orderId } = await pendingOrder();
    const bty = (await quotes(token, orderId)).find((p) => p.chainType === 0);
    const short = await payBty('newbie', bty?.payAddress ?? '', '1');
    expect((await pay(token, orderId, 0, short)).body.message).toBe('Insufficient payment amount');
    const wrongTo = await payBty('newbie', '0x000000000000000000000000000000000000dead', bty?.amount ?? '0');
    expect((await pay(token, orderId, 0, wrongTo)).body.message).toBe('Invalid transaction hash');
    const right = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    expect((await pay(token, orderId, 1, right)).body.message).toBe('Invalid transaction hash');
    expect((await detail(token, orderId)).info.status).toBe(0);
  });

  it('requires a fresh quote (10 min) and refuses an expired order with code 2', async () => {
    const { token, orderId } = await pendingOrder();
    const bty = (await quotes(token, orderId)).find((p) => p.chainType === 0);
    const hash = await payBty('newbie', bty?.payAddress ?? '', bty?.amount ?? '0');
    advance(10 * 60_000 + 1);
    expect((await pay(token, orderId, 0, hash)).body.code).toBe(2);
    advance(20 * 60_000);
    await quotes(token, orderId);
    const late = await pay(token, orderId, 0, hash);
    expect(late.body).toEqual({ code: 2, message: 'Too many requests. Please try again later' });
  });

  it('answers 304 to the persona that needs real-name verification', async () => {
    const { token, orderId } = await pendingOrder('realname');
    const r = await pay(token, orderId, 0, `0x${'cd'.repeat(32)}`);
    expect(r.body.code).toBe(304);
    const off = await callEndpoint(
      paymentsEndpoints.offlinePay,
      { orderId },
      { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
    );
    expect(off.body.code).toBe(304);
  });
});

describe('payments.offlinePay', () => {
  it('refuses a missing or wrong password and leaves the order unchanged; the right one awaits the merchant', async () => {
    const { token, orderId } = await pendingOrder();
    const missing = await callEndpoint(paymentsEndpoints.offlinePay, { orderId }, { token });
    expect(missing.body.code).toBe(1);
    expect(missing.body.message).toMatch(/operation-password/);
    const wrong = await callEndpoint(
      paymentsEndpoints.offlinePay,
      { orderId },
      { token, headers: { [OPERATION_PASSWORD_HEADER]: '000000' } },
    );
    expect(wrong.body).toEqual({ code: 1, message: 'Wrong operation password' });
    expect((await detail(token, orderId)).info.status).toBe(0);
    const right = await callEndpoint(
      paymentsEndpoints.offlinePay,
      { orderId },
      { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
    );
    expect(right.body.code).toBe(0);
    // docs/backend/admin-generation.md#rest-offline-payment: "paying" until the admin agrees; it does not expire
    // meanwhile.
    expect((await detail(token, orderId)).info).toMatchObject({ status: 0, offlinePayState: 1 });
    advance(31 * 60_000);
    expect((await detail(token, orderId)).info).toMatchObject({ status: 0, offlinePayState: 1 });
    const twice = await callEndpoint(
      paymentsEndpoints.offlinePay,
      { orderId },
      { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
    );
    expect(twice.body.code).toBe(2);
    expect(await decideOffline(orderId, true)).toBeNull();
    expect((await detail(token, orderId)).info).toMatchObject({ status: 1, offlinePayState: 2 });
    expect(await decideOffline(orderId, false)).toMatch(/no offline payment awaiting/);
  });

  it('a refusal by the merchant leaves the order payable, marked refused', async () => {
    const { token, orderId } = await pendingOrder();
    await callEndpoint(
      paymentsEndpoints.offlinePay,
      { orderId },
      { token, headers: { [OPERATION_PASSWORD_HEADER]: DEMO_OPERATION_PASSWORD } },
    );
    const r = await fetch('http://mall.test/__mock/orders/offline-confirm', {
      method: 'POST',
      body: JSON.stringify({ orderId, state: 0 }),
    });
    expect(r.status).toBe(200);
    expect((await detail(token, orderId)).info).toMatchObject({ status: 0, offlinePayState: 3 });
  });
});

describe('orders.refundApply', () => {
  it('moves a paid order to refund requested with the token-return tx and a note', async () => {
    const { token, orderId } = await pendingOrder();
    await payOffline(token, orderId);
    const d = await detail(token, orderId);
    const wrongIds = await returnTokens('newbie', DEFAULT_CONTRACT.address, d.merchant.insideAddress, [
      d.info.tokenIds[0] ?? 0,
    ]);
    const partial = await callEndpoint(
      ordersEndpoints.refundApply,
      { orderId, txHash: wrongIds, note: 'x' },
      { token },
    );
    expect(partial.body.message).toBe('Invalid transaction hash');
    const hash = await returnTokens('newbie', DEFAULT_CONTRACT.address, d.merchant.insideAddress, d.info.tokenIds);
    const r = await callEndpoint(ordersEndpoints.refundApply, { orderId, txHash: hash, note: '不想要了' }, { token });
    expect(r.body.code).toBe(0);
    const after = await detail(token, orderId);
    expect(after.info.status).toBe(4);
    expect(after.info.refundApplyTxHash).toBe(hash);
    expect(after.info.refundNote.at(-1)).toMatchObject({ type: 'user', note: '不想要了' });
    const again = await callEndpoint(ordersEndpoints.refundApply, { orderId, txHash: hash }, { token });
    // Status is no longer 1: a plain check in OrderService.refundApplyInfo
    // (docs/backend/corrections.md#b6-refusal-codes).
    expect(again.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
  });

  it('refuses after the 7-day window and before payment', async () => {
    const { token, orderId } = await pendingOrder();
    const unpaid = await callEndpoint(
      ordersEndpoints.refundApply,
      { orderId, txHash: `0x${'11'.repeat(32)}` },
      { token },
    );
    expect(unpaid.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
    await payOffline(token, orderId);
    advance(7 * 86_400_000);
    // Sessions also live 7 days: log in again.
    const fresh = await tokenFor('newbie');
    const late = await callEndpoint(
      ordersEndpoints.refundApply,
      { orderId, txHash: `0x${'11'.repeat(32)}` },
      { token: fresh },
    );
    expect(late.body).toEqual({ code: 1, message: 'Invalid parameter. Please check your input' });
  });
});
