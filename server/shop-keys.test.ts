import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from './start';

const JSON_TYPE = { 'content-type': 'application/json' };

interface Made {
  id: string;
  key: string;
}

describe('shops belong to their tester', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ maxShops: 3 });
  });
  afterAll(() => srv.close());

  const create = async (body: unknown = {}): Promise<Made> => {
    const res = await fetch(`${srv.url}/__mock/shops`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Made;
  };
  const as = (shop: Made, key = shop.key) => ({ ...JSON_TYPE, 'X-Mock-Shop': shop.id, 'X-Mock-Shop-Key': key });
  const now = async (shop: Made) =>
    ((await (await fetch(`${srv.url}/__mock/shops/current`, { headers: as(shop) })).json()) as { now: number }).now;

  it('lets the owner change and delete a shop, and nobody else', async () => {
    const alice = await create({ name: 'alice' });
    const bob = await create({ name: 'bob', persona: 'normal' });
    const before = await now(alice);

    // Bob names Alice's shop with his own key, then with none: 403 envelopes, Alice's clock unchanged.
    for (const headers of [as(alice, bob.key), { ...JSON_TYPE, 'X-Mock-Shop': alice.id }]) {
      const clock = await fetch(`${srv.url}/__mock/clock`, { method: 'POST', headers, body: '{"advanceMs":3600000}' });
      expect(clock.status).toBe(403);
      expect(await clock.json()).toMatchObject({
        code: 403,
        message: expect.stringContaining(`"${alice.id}" is not yours`),
      });
      const del = await fetch(`${srv.url}/__mock/shops/${alice.id}`, { method: 'DELETE', headers });
      expect(del.status).toBe(403);
      const api = await fetch(`${srv.url}/api/v/goods/page?page=1&size=1`, { headers });
      expect(api.status).toBe(403);
    }
    expect(await now(alice)).toBeLessThan(before + 60_000);

    // Positive control: the owner's key moves the clock, so the test above would see a breach.
    const moved = await fetch(`${srv.url}/__mock/clock`, {
      method: 'POST',
      headers: as(alice),
      body: '{"advanceMs":3600000}',
    });
    expect(moved.status).toBe(200);
    expect(await now(alice)).toBeGreaterThanOrEqual(before + 3_600_000);

    // The list: your shops with ids; others only by name and persona.
    const list = (await (await fetch(`${srv.url}/__mock/shops`, { headers: as(bob) })).json()) as {
      shops: Array<Record<string, unknown>>;
    };
    expect(list.shops).toContainEqual({ id: bob.id, name: 'bob', persona: 'normal', mine: true });
    expect(list.shops).toContainEqual({ name: 'alice', mine: false });
    expect(JSON.stringify(list)).not.toContain(alice.id);

    const del = await fetch(`${srv.url}/__mock/shops/${alice.id}`, { method: 'DELETE', headers: as(alice) });
    expect(del.status).toBe(200);
    expect(del.headers.get('set-cookie')).toContain(`mock_key_${alice.id}=;`);
    const gone = await fetch(`${srv.url}/__mock/shops/current`, { headers: as(alice) });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 404, message: expect.stringContaining('unknown') });
  });

  it('takes the key from the creator’s cookie, and refuses a malformed key with 400', async () => {
    const res = await fetch(`${srv.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Made;
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const viaCookie = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: { ...JSON_TYPE, cookie: `mock_shop=${id}; ${cookie}` },
      body: '{}',
    });
    expect(viaCookie.status).toBe(200);
    const bad = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: { ...JSON_TYPE, 'X-Mock-Shop': id, 'X-Mock-Shop-Key': 'not-a-key' },
      body: '{}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, message: expect.stringMatching(/malformed shop key/) });
  });

  it('answers 429 naming the cap when the shops are full', async () => {
    const made: Made[] = [];
    try {
      while (srv.app.shops.all().length - 1 < srv.app.shops.maxShops) made.push(await create());
      const over = await fetch(`${srv.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
      expect(over.status).toBe(429);
      expect(await over.json()).toMatchObject({
        code: 429,
        message: expect.stringMatching(/too many shops: the cap is 3/),
      });
    } finally {
      // Room again for the file's other tests, whichever order they run in.
      for (const shop of made) {
        const gone = await fetch(`${srv.url}/__mock/shops/${shop.id}`, { method: 'DELETE', headers: as(shop) });
        expect(gone.status).toBe(200);
      }
    }
  });
});

describe('--open-shops (CI, one user)', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ openShops: true });
  });
  afterAll(() => srv.close());

  it('needs no key and lists every id', async () => {
    const made = (await (
      await fetch(`${srv.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{}' })
    ).json()) as Made;
    const reset = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: { ...JSON_TYPE, 'X-Mock-Shop': made.id },
      body: '{}',
    });
    expect(reset.status).toBe(200);
    const list = (await (await fetch(`${srv.url}/__mock/shops`)).json()) as { shops: Array<{ id?: string }> };
    expect(list.shops.map((s) => s.id)).toContain(made.id);
    const del = await fetch(`${srv.url}/__mock/shops/${made.id}`, { method: 'DELETE', headers: JSON_TYPE });
    expect(del.status).toBe(200);
  });
});
