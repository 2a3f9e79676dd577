import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { now } from '@mocks/core/clock';
import { snapshot } from '@mocks/core/store';
import { currentSeed } from '@mocks/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './mock-guard';
import { Shops } from './shops';
import { type RunningMockServer, startMockServer } from './start';

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function failure(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('the shop registry', () => {
  it('drops a shop idle longer than the limit, says so, and keeps the others', async () => {
    let wall = 1_000_000;
    const shops = new Shops({ idleMs: 60_000, runNow: () => wall });
    const { shop: idle } = await shops.create({ seed: 1 });
    const { shop: busy } = await shops.create({ seed: 2 });
    wall += 40_000;
    shops.use(busy.id);
    wall += 40_000; // idle: 80 s unused; busy: 40 s
    const gone = failure(() => shops.use(idle.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toContain(`"${idle.id}" is expired`);
    expect(shops.use(busy.id)).toBe(busy);
    expect(shops.run(busy, currentSeed)).toBe(2);
    expect(shops.use('default')).toBe(shops.default);
  });

  it('refuses a malformed id and names an unknown one', () => {
    const shops = new Shops();
    expect(failure(() => shops.use('../etc')).status).toBe(400);
    expect(failure(() => shops.use('x'.repeat(65))).status).toBe(400);
    const unknown = failure(() => shops.use('nosuchshop'));
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain('"nosuchshop" is unknown');
  });
});

describe('shops over HTTP', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ maxShops: 2 });
  });
  afterAll(() => srv.close());

  it('answers 429 past the cap and leaves the existing shops as they were', async () => {
    const first = (await (await post(`${srv.url}/__mock/shops`, { seed: 4 })).json()) as { id: string; key: string };
    const second = await post(`${srv.url}/__mock/shops`, {});
    expect(second.status).toBe(201);
    const over = await post(`${srv.url}/__mock/shops`, { persona: 'normal' });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/cap is 2/);
    const list = (await (await fetch(`${srv.url}/__mock/shops`)).json()) as { shops: Array<{ id: string }> };
    expect(list.shops).toHaveLength(3); // the default shop and the two
    const mine = await fetch(`${srv.url}/__mock/shops/current`, {
      headers: { 'X-Mock-Shop': first.id, 'X-Mock-Shop-Key': first.key },
    });
    expect(await mine.json()).toMatchObject({ id: first.id, seed: 4 });
    // Deleting one (with its key) frees a place under the cap.
    const gone = await fetch(`${srv.url}/__mock/shops/${first.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'X-Mock-Shop-Key': first.key },
    });
    expect(gone.status).toBe(200);
  });

  it('answers 404 JSON naming an unknown shop on /api and /__mock, never the default shop', async () => {
    for (const path of ['/api/v/goods/page?page=1&size=1', '/__mock/health']) {
      const res = await fetch(`${srv.url}${path}`, { headers: { cookie: 'mock_shop=gone1234' } });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toContain('"gone1234"');
    }
    const bad = await post(`${srv.url}/__mock/reset`, {}, { 'X-Mock-Shop': 'not a shop' });
    expect(bad.status).toBe(400);
  });

  it('refuses a bad body and an unknown persona with a JSON message', async () => {
    const seed = await post(`${srv.url}/__mock/shops`, { seed: -1 });
    expect(seed.status).toBe(400);
    const who = await post(`${srv.url}/__mock/shops`, { persona: 'nobody' });
    expect(who.status).toBe(400);
    expect(((await who.json()) as { message: string }).message).toContain('unknown persona "nobody"');
  });

  it('switches a browser over with a POST that sets the cookie, and refuses the old GET', async () => {
    const made = await post(`${srv.url}/__mock/shops`, {});
    const { id, key } = (await made.json()) as { id: string; key: string };
    expect(made.headers.get('set-cookie')).toMatch(new RegExp(`mock_key_${id}=${key};.*HttpOnly; SameSite=Strict`));
    const use = await post(`${srv.url}/__mock/shops/${id}/use`, {}, { 'X-Mock-Shop-Key': key });
    expect(use.status).toBe(200);
    expect(use.headers.get('set-cookie')).toContain(`mock_shop=${id}`);
    const get = await fetch(`${srv.url}/__mock/shops/${id}/use`, { redirect: 'manual' });
    expect(get.status).toBe(405);
    expect(((await get.json()) as { message: string }).message).toMatch(/switching shop is a POST/);
    expect(get.headers.get('set-cookie')).toBeNull();
    expect((await post(`${srv.url}/__mock/shops/nosuch/use`, {})).status).toBe(404);
    await fetch(`${srv.url}/__mock/shops/${id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'X-Mock-Shop-Key': key },
    });
  });
});

describe('the state file with shops', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-shops-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps every shop, its tables, seed, owner and clock across a restart', async () => {
    const file = join(dir, 'state');
    const first = await startMockServer({ stateFile: file });
    const made = (await (await post(`${first.url}/__mock/shops`, { seed: 9, persona: 'normal' })).json()) as {
      id: string;
      key: string;
    };
    const mine = { 'X-Mock-Shop': made.id, 'X-Mock-Shop-Key': made.key };
    expect((await post(`${first.url}/__mock/clock`, { advanceMs: 7_200_000 }, mine)).status).toBe(200);
    const shop = first.app.shops.use(made.id);
    const before = first.app.shops.run(shop, () => ({ tables: snapshot(), now: now(), seed: currentSeed() }));
    await first.close();
    expect((await readdir(file)).sort()).toEqual(['host.json', `shop-${made.id}.json`, 'shop-default.json'].sort());
    const saved = JSON.parse(await readFile(join(file, `shop-${made.id}.json`), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ version: 4, id: made.id, key: made.key });

    const second = await startMockServer({ stateFile: file });
    try {
      const back = second.app.shops.use(made.id);
      const after = second.app.shops.run(back, () => ({ tables: snapshot(), now: now(), seed: currentSeed() }));
      expect(after.tables).toEqual(before.tables);
      expect(after.seed).toBe(9);
      expect(back.persona).toBe('normal');
      expect(back.key).toBe(made.key);
      // The clock runs with wall time: it moved on a little, but kept its two-hour lead.
      expect(after.now - before.now).toBeGreaterThanOrEqual(0);
      expect(after.now - before.now).toBeLessThan(60_000);
    } finally {
      await second.close();
    }
  });

  it('rewrites only the shop a request changed', async () => {
    const state = join(dir, 'incremental');
    const srv = await startMockServer({ stateFile: state });
    try {
      const make = async () =>
        (await (await post(`${srv.url}/__mock/shops`, {})).json()) as { id: string; key: string };
      const [a, b] = [await make(), await make()];
      const fileOf = (id: string) => join(state, `shop-${id}.json`);
      await expect.poll(async () => (await readdir(state)).length, { timeout: 3000 }).toBe(4); // + host.json
      await srv.app.flushState();
      const before = { a: (await stat(fileOf(a.id))).ino, b: (await stat(fileOf(b.id))).ino };
      const moved = await post(
        `${srv.url}/__mock/clock`,
        { advanceMs: 60_000 },
        { 'X-Mock-Shop': a.id, 'X-Mock-Shop-Key': a.key },
      );
      expect(moved.status).toBe(200);
      await srv.app.flushState();
      // A new inode for A's file (temp + rename), none for B's: B was not written at all.
      expect((await stat(fileOf(a.id))).ino).not.toBe(before.a);
      expect((await stat(fileOf(b.id))).ino).toBe(before.b);
    } finally {
      await srv.close();
    }
  });

  it('still loads a one-shop file written before shops existed, as the default shop, then keeps a directory', async () => {
    const file = join(dir, 'v1.json');
    const tables = snapshot(); // the default shop of this process, as an old server would have saved it
    const ordersBefore = (tables.orders ?? []).length;
    await writeFile(file, JSON.stringify({ version: 1, seed: 21, now: 1_800_000_000_000, tables }));
    const srv = await startMockServer({ stateFile: file });
    try {
      const health = (await (await fetch(`${srv.url}/__mock/health`)).json()) as {
        seed: number;
        tables: Record<string, number>;
      };
      expect(health.seed).toBe(21);
      expect(health.tables.orders).toBe(ordersBefore);
      expect((await readdir(file)).sort()).toEqual(['host.json', 'shop-default.json']);
      expect(JSON.parse(await readFile(`${file}.bak`, 'utf8'))).toMatchObject({ version: 1, seed: 21 });
    } finally {
      await srv.close();
    }
  });
});
