import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { persona } from '@mocks/core/personas';
import { skus, spus } from '@mocks/domains/goods/table';
import { parseUnits, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from './http-client';
import { type RunningMockServer, startMockServer } from './start';

/** Two shops driven at the same time over real HTTP: orders, payments and clock never cross. */
let srv: RunningMockServer;
beforeAll(async () => {
  // Open shops: this file is about isolation; owner keys have server/shop-keys.test.ts.
  srv = await startMockServer({ openShops: true });
});
afterAll(() => srv.close());

const JSON_HEADERS = { 'content-type': 'application/json' };
const HOUR = 3_600_000;

async function newShop(): Promise<{ id: string; token: string }> {
  const res = await fetch(`${srv.url}/__mock/shops`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ persona: 'newbie' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; token: string };
}

/** A normal SKU of this shop with plenty of stock and no purchase limit, set straight in its tables. */
function roomySku(shopId: string): Promise<string> {
  return srv.app.shops.run(srv.app.shops.use(shopId), async () => {
    const spu = spus.findFirst((q) => q.where({ type: 0 }));
    const sku = spu && skus.findFirst((q) => q.where({ goodsId: spu.goodsId }));
    if (!spu || !sku) throw new Error('no normal goods in the seed');
    const roomy = (r: { total: number; sales: number; stock: number; limitNum: number }) => {
      r.total = r.sales + 50;
      r.stock = 50;
      r.limitNum = -1;
    };
    await skus.update((q) => q.where({ skuId: sku.skuId }), { data: roomy });
    await spus.update((q) => q.where({ goodsId: spu.goodsId }), { data: roomy });
    return sku.skuId;
  });
}

const control = async <T>(shop: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${srv.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...JSON_HEADERS, 'X-Mock-Shop': shop },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as T;
};

/**
 * Submits `count` orders of `num` units, pays the last one with a real BTY transfer on the shop's chain
 * (shops buying different amounts sign different transactions, so their hashes differ).
 */
async function shopAndPay(shop: string, token: string, count: number, num: number) {
  const opts = { token, headers: { 'X-Mock-Shop': shop } };
  const skuId = await roomySku(shop);
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = await httpCall(srv.url, ordersEndpoints.submit, { skuId, num, expressType: 0 }, opts);
    expect(r.body.code, r.body.message).toBe(0);
    orderIds.push(r.body.data as string);
  }
  const orderId = orderIds[orderIds.length - 1] as string;
  const q = await httpCall(srv.url, paymentsEndpoints.payType, { orderId }, opts);
  const quote = (q.body.data as Array<{ chainType: number; payAddress: string; amount: string }>).find(
    (x) => x.chainType === 0,
  );
  if (!quote) throw new Error('no BTY quote');
  const who = persona('newbie');
  const { nonce } = await control<{ nonce: number }>(shop, `/__mock/chain/nonce?address=${who.address}&chainId=2999`);
  const raw = await new Wallet(who.privateKey).signTransaction({
    type: 2,
    chainId: 2999,
    to: quote.payAddress,
    value: parseUnits(quote.amount, 18),
    nonce,
    gasLimit: 21_000n,
    maxFeePerGas: 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  const { hash } = await control<{ hash: string }>(shop, '/__mock/chain/send', { raw });
  const pay = await httpCall(srv.url, paymentsEndpoints.pay, { orderId, chainType: 0, txHash: hash }, opts);
  expect(pay.body.code, pay.body.message).toBe(0);
  return { orderIds, hash, opts };
}

const orderIdsOf = async (opts: { token: string; headers: Record<string, string> }) => {
  const r = await httpCall(srv.url, ordersEndpoints.page, { page: 1, size: 50 }, opts);
  return (r.body.data as { data: Array<{ info: { orderId: string; status: number } }> }).data.map((o) => o.info);
};

describe('shops over real HTTP', () => {
  it('keeps orders, payments and the clock of two shops driven at once apart', async () => {
    const defaultBefore = await control<{ now: number; tables: Record<string, number> }>('default', '/__mock/health');
    const [a, b] = await Promise.all([newShop(), newShop()]);
    const [ra, rb] = await Promise.all([
      shopAndPay(a.id, a.token, 3, 1),
      (async () => {
        await control(b.id, '/__mock/clock', { advanceMs: 5 * HOUR });
        return shopAndPay(b.id, b.token, 2, 2);
      })(),
    ]);

    // The newbie starts with no orders: each shop sees exactly its own, one of them paid.
    const [inA, inB] = await Promise.all([orderIdsOf(ra.opts), orderIdsOf(rb.opts)]);
    expect(inA.map((o) => o.orderId).sort()).toEqual([...ra.orderIds].sort());
    expect(inB.map((o) => o.orderId).sort()).toEqual([...rb.orderIds].sort());
    expect(inA.filter((o) => o.status === 1)).toHaveLength(1);
    expect(inB.filter((o) => o.status === 1)).toHaveLength(1);

    // A's transaction is unknown on B's chain, and B refuses to count it; A's token is no session in B.
    const missing = await fetch(`${srv.url}/__mock/chain/tx/${ra.hash}`, { headers: { 'X-Mock-Shop': b.id } });
    expect(missing.status).toBe(404);
    const stolen = await httpCall(
      srv.url,
      paymentsEndpoints.pay,
      { orderId: rb.orderIds[0], chainType: 0, txHash: ra.hash },
      rb.opts,
    );
    expect(stolen.body.code).not.toBe(0);
    const crossed = await httpCall(srv.url, ordersEndpoints.page, { page: 1, size: 5 }, { ...rb.opts, token: a.token });
    expect(crossed.body.code).toBe(302);

    // Only B's clock moved by five hours.
    const [ca, cb] = await Promise.all([
      control<{ now: number }>(a.id, '/__mock/shops/current'),
      control<{ now: number }>(b.id, '/__mock/shops/current'),
    ]);
    expect(cb.now - ca.now).toBeGreaterThan(5 * HOUR - 60_000);
    expect(cb.now - ca.now).toBeLessThan(5 * HOUR + 60_000);

    // The default shop saw none of it.
    const defaultAfter = await control<{ now: number; tables: Record<string, number> }>('default', '/__mock/health');
    expect(defaultAfter.tables).toEqual(defaultBefore.tables);
    expect(defaultAfter.now - defaultBefore.now).toBeLessThan(HOUR);
  });

  it('resets, forces scenarios and moves the clock of the caller’s shop only', async () => {
    const [a, b] = await Promise.all([newShop(), newShop()]);
    await control(a.id, '/__mock/scenario', { name: 'server-error' });
    await control(a.id, '/__mock/reset', { seed: 7 });
    await control(a.id, '/__mock/scenario', { name: 'empty' });
    const healthA = await control<{ seed: number; scenarios: unknown[] }>(a.id, '/__mock/health');
    const healthB = await control<{ seed: number; scenarios: unknown[] }>(b.id, '/__mock/health');
    expect(healthA).toMatchObject({ seed: 7, scenarios: [{ name: 'empty' }] });
    expect(healthB).toMatchObject({ seed: 2999, scenarios: [] });
  });
});
