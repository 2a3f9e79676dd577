import { lotteriesEndpoints } from '@contracts/lotteries';
import { ordersEndpoints } from '@contracts/orders';
import { paymentsEndpoints } from '@contracts/payments';
import { type PersonaKey, persona } from '@mocks/core/personas';
import { chainTxs } from '@mocks/domains/chain/table';
import { skus, spus } from '@mocks/domains/goods/table';
import { lotteryJoins } from '@mocks/domains/lotteries/table';
import { orders } from '@mocks/domains/orders/table';
import { usedHashes } from '@mocks/domains/payments/table';
import { parseUnits, Wallet } from 'ethers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpCall, httpLogin } from './http-client';
import { type RunningMockServer, startMockServer } from './start';

/** Races over real HTTP against the Express host: the global POST lock must make each check-then-write atomic. */
let srv: RunningMockServer;
beforeAll(async () => {
  srv = await startMockServer();
});
afterAll(() => srv.close());
beforeEach(async () => {
  await fetch(`${srv.url}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The in-memory tables write within one microtask chain, so without help a resolver never yields to
 * another request between its check and its write, and these races would pass even with no lock at
 * all. A real database answers after a round trip: make each write to these tables wait a timer
 * first, so every check-then-write has a window that only the global POST lock can close.
 */
function slowWrites(...tables: Array<{ create: unknown; update: unknown }>): void {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  for (const table of tables) {
    for (const method of ['create', 'update'] as const) {
      const real = (table[method] as (...args: unknown[]) => Promise<unknown>).bind(table);
      vi.spyOn(table as Record<typeof method, (...args: unknown[]) => Promise<unknown>>, method).mockImplementation(
        async (...args) => {
          await tick();
          return real(...args);
        },
      );
    }
  }
}

const BUYERS: PersonaKey[] = ['normal', 'newbie', 'inviter', 'invitee', 'merchant2'];

async function sendBty(who: PersonaKey, to: string, amount: string): Promise<string> {
  const p = persona(who);
  const { nonce } = (await (await fetch(`${srv.url}/__mock/chain/nonce?address=${p.address}&chainId=2999`)).json()) as {
    nonce: number;
  };
  const raw = await new Wallet(p.privateKey).signTransaction({
    type: 2,
    chainId: 2999,
    to,
    value: parseUnits(amount, 18),
    nonce,
    gasLimit: 21_000n,
    maxFeePerGas: 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  const res = await fetch(`${srv.url}/__mock/chain/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ raw }),
  });
  return ((await res.json()) as { hash: string }).hash;
}

/** A normal (non blind-box) SKU that sells, cut down to `stock` units with no purchase limit (−1). */
async function smallStockSku(stock: number): Promise<string> {
  const spu = spus.findFirst((q) => q.where({ type: 0 }));
  const sku = spu && skus.findFirst((q) => q.where({ goodsId: spu.goodsId }));
  if (!spu || !sku) throw new Error('no normal goods in the seed');
  await skus.update((q) => q.where({ skuId: sku.skuId }), {
    data(r) {
      r.total = r.sales + stock;
      r.stock = stock;
      r.limitNum = -1;
    },
  });
  await spus.update((q) => q.where({ goodsId: spu.goodsId }), {
    data(r) {
      r.total = r.sales + stock;
      r.stock = stock;
      r.limitNum = -1;
    },
  });
  return sku.skuId;
}

describe('concurrency over real HTTP', () => {
  it('never oversells a small stock under simultaneous submits', async () => {
    const skuId = await smallStockSku(3);
    const tokens = await Promise.all(BUYERS.map((b) => httpLogin(srv.url, b)));
    slowWrites(skus, spus, orders);
    const submit = (token: string) =>
      httpCall(srv.url, ordersEndpoints.submit, { skuId, num: 1, expressType: 0 }, { token });
    const results = await Promise.all(tokens.flatMap((t) => [submit(t), submit(t), submit(t), submit(t)]));
    const won = results.filter((r) => r.body.code === 0);
    expect(results.every((r) => r.status === 200)).toBe(true);
    // 20 eligible requests for 3 units: exactly 3 orders, never a fourth.
    expect(won).toHaveLength(3);
    const sku = skus.findFirst((q) => q.where({ skuId }));
    expect(sku?.stock).toBe(3 - won.length);
    expect(sku?.stock).toBeGreaterThanOrEqual(0);
    // Every refusal is a readable business error, not a crash.
    for (const r of results.filter((x) => x.body.code !== 0)) expect(r.body.message).not.toMatch(/Internal error/);
  });

  it('counts one payment transaction once when payments race', async () => {
    const token = await httpLogin(srv.url, 'newbie');
    const skuId = await smallStockSku(10);
    const orderIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await httpCall(srv.url, ordersEndpoints.submit, { skuId, num: 1, expressType: 0 }, { token });
      expect(r.body.code, r.body.message).toBe(0);
      orderIds.push(r.body.data as string);
    }
    let quote: { payAddress: string; amount: string } | undefined;
    for (const orderId of orderIds) {
      const q = await httpCall(srv.url, paymentsEndpoints.payType, { orderId }, { token });
      quote = (q.body.data as Array<{ chainType: number; payAddress: string; amount: string }>).find(
        (x) => x.chainType === 0,
      );
    }
    if (!quote) throw new Error('no BTY quote');
    const txHash = await sendBty('newbie', quote.payAddress, quote.amount);
    slowWrites(chainTxs, usedHashes, orders);
    const pays = await Promise.all(
      orderIds.flatMap((orderId) =>
        [0, 1].map(() => httpCall(srv.url, paymentsEndpoints.pay, { orderId, chainType: 0, txHash }, { token })),
      ),
    );
    expect(pays.filter((r) => r.body.code === 0)).toHaveLength(1);
    const paid: string[] = [];
    for (const orderId of orderIds) {
      const d = await httpCall(srv.url, ordersEndpoints.detail, { orderId }, { token });
      if ((d.body.data as { info: { status: number } }).info.status === 1) paid.push(orderId);
    }
    expect(paid).toHaveLength(1);
  });

  it('counts simultaneous lottery joins of one user once', async () => {
    const token = await httpLogin(srv.url, 'normal');
    const page = await httpCall(srv.url, lotteriesEndpoints.page, { page: 1, size: 50 }, { token });
    const ids = (page.body.data as { data: Array<{ id: number }> }).data.map((l) => l.id);
    slowWrites(lotteryJoins);
    const joinNum = async (id: number) => {
      const p = await httpCall(srv.url, lotteriesEndpoints.page, { page: 1, size: 50 }, { token });
      return (p.body.data as { data: Array<{ id: number; joinNum: number }> }).data.find((l) => l.id === id)?.joinNum;
    };
    for (const id of ids) {
      const before = await joinNum(id);
      const joins = await Promise.all(
        Array.from({ length: 8 }, () => httpCall(srv.url, lotteriesEndpoints.join, { id }, { token })),
      );
      const ok = joins.filter((r) => r.body.code === 0).length;
      if (ok === 0) continue; // closed, upcoming or already joined: try the next lottery
      expect(ok).toBe(1);
      expect(before).toBeTypeOf('number');
      expect(await joinNum(id)).toBe((before ?? 0) + 1);
      const mine = (await httpCall(srv.url, lotteriesEndpoints.detail, { id }, { token })).body.data as {
        mine?: { joined: boolean; codes: string[] };
      };
      expect(mine.mine?.joined).toBe(true);
      return;
    }
    throw new Error('no lottery open for joining in the seed');
  });
});
