import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { describe, expect, it } from 'vitest';
import { callEndpoint, forceScenario, server } from '../../node';
import { queueScenario, setupMockServer, tokenFor } from '../../testing';
import { skuOf, submit } from '../orders/testing/buying';

setupMockServer();

/**
 * docs/backend/corrections.md#b7-pay-type-chains: /v/order/info/pay-type lists one entry per chain that is enabled and
 * has a live price — two, one or none. The mock's chains are always both; the scenarios imitate the other two deployments.
 */
async function newOrder() {
  const token = await tokenFor('newbie');
  const r = await submit(token, skuOf('星际旅人潮玩手办').sku.skuId, 1);
  return { token, orderId: r.body.data as string };
}
const chainsOf = (data: unknown) => (data as Array<{ chainType: number }>).map((p) => p.chainType);

describe('pay-type chains (B7)', () => {
  it('lists both chains by default (positive control)', async () => {
    const { token, orderId } = await newOrder();
    const r = await callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
    expect(chainsOf(r.body.data)).toEqual([0, 1]);
  });

  it('lists only BSC with pay-one-chain, and /pay then has no quote for BTY', async () => {
    const { token, orderId } = await newOrder();
    forceScenario(server, 'pay-one-chain', { path: paymentsEndpoints.payType.path });
    const r = await callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toEqual([expect.objectContaining({ chainType: 1, coinType: 1 })]);
    const pay = await callEndpoint(
      paymentsEndpoints.pay,
      { orderId, chainType: 0, txHash: `0x${'1'.repeat(64)}` },
      { token },
    );
    expect(pay.body.code).toBe(2);
  });

  it('answers an empty list with pay-no-chain, for a queued scenario of one request too', async () => {
    const { token, orderId } = await newOrder();
    await queueScenario({ name: 'pay-no-chain', count: 1, path: paymentsEndpoints.payType.path });
    const none = await callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
    expect(none.body).toEqual({ code: 0, message: 'Success', data: [] });
    // The count is used up by that one request: the next answer lists both chains again.
    const again = await callEndpoint(paymentsEndpoints.payType, { orderId }, { token });
    expect(chainsOf(again.body.data)).toEqual([0, 1]);
  });

  it('is chosen per request with a Prefer header as well', async () => {
    const { token, orderId } = await newOrder();
    const r = await callEndpoint(
      paymentsEndpoints.payType,
      { orderId },
      { token, headers: { prefer: 'scenario=pay-one-chain' } },
    );
    expect(chainsOf(r.body.data)).toEqual([1]);
  });

  it('leaves other endpoints alone while on', async () => {
    const { token, orderId } = await newOrder();
    await queueScenario({ name: 'pay-no-chain' });
    const detail = await callEndpoint(ordersEndpoints.detail, { orderId }, { token });
    expect(detail.body.code).toBe(0);
  });
});
