import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressesEndpoints } from '@contracts/addresses';
import { goodsEndpoints } from '@contracts/goods';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpCall, httpLogin } from './http-client';
import { type RunningMockServer, startMockServer } from './start';

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Express mock over real HTTP', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ port: 0 });
  });
  afterAll(() => srv.close());
  afterEach(() => post(`${srv.url}/__mock/reset`, {}));

  it('answers health with the seed and non-empty tables', async () => {
    const res = await fetch(`${srv.url}/__mock/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; seed: number; tables: Record<string, number> };
    expect(body.ok).toBe(true);
    expect(body.tables.goodsSpus).toBeGreaterThan(0);
  });

  it('resets to another seed and clears scenarios', async () => {
    await post(`${srv.url}/__mock/scenario`, { name: 'server-error' });
    const reset = await post(`${srv.url}/__mock/reset`, { seed: 7 });
    expect(await reset.json()).toMatchObject({ ok: true, seed: 7 });
    const health = (await (await fetch(`${srv.url}/__mock/health`)).json()) as { seed: number; scenarios: unknown[] };
    expect(health).toMatchObject({ seed: 7, scenarios: [] });
    expect((await httpCall(srv.url, goodsEndpoints.page, { page: 1, size: 1 })).status).toBe(200);
  });

  it('forces a scenario for exactly `count` requests', async () => {
    const set = await post(`${srv.url}/__mock/scenario`, { name: 'server-error', count: 2 });
    expect(set.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await httpCall(srv.url, goodsEndpoints.page, {})).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('rejects an unknown scenario with a JSON error', async () => {
    const res = await post(`${srv.url}/__mock/scenario`, { name: 'nope' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/unknown scenario/);
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const res = await fetch(`${srv.url}/api/v/nothing/here`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ code: 404, message: expect.stringContaining('/api/v/nothing/here') });
  });

  it('answers a known path with the wrong method with 405, an envelope and Allow', async () => {
    const res = await fetch(`${srv.url}${goodsEndpoints.page.path}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ code: 405 });
    const detail = await fetch(`${srv.url}${goodsEndpoints.detail.path}`, { method: 'POST' });
    expect(detail.status).toBe(405);
    expect(detail.headers.get('allow')).toBe('GET');
  });

  it('gives a malformed JSON body the mock envelope error, not an HTML page', async () => {
    const { status, body } = await httpCall(srv.url, goodsEndpoints.page, {}, { rawBody: '{"page": 1,' });
    expect(status).toBe(200);
    expect(body.code).not.toBe(0);
    expect(body.message).toMatch(/malformed JSON/i);
    expect(body.message).not.toMatch(/\bat \S+:\d+/);
  });

  it('serves the generated OpenAPI document', async () => {
    const res = await fetch(`${srv.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain(goodsEndpoints.page.path);
  });

  it('fails at the network level for the network-error scenario', async () => {
    await expect(
      fetch(`${srv.url}${goodsEndpoints.page.path}?__scenario=network-error`, { method: 'POST' }),
    ).rejects.toThrow();
  });
});

describe('static app serving', () => {
  let dir: string;
  let srv: RunningMockServer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>mall</title>');
    await writeFile(join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
    srv = await startMockServer({ staticDir: dir });
  });
  afterAll(async () => {
    await srv.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html for app routes (SPA fallback), revalidated every time', async () => {
    for (const path of ['/', '/order/detail/123?x=1', '/user']) {
      const res = await fetch(`${srv.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>mall</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await fetch(`${srv.url}/assets/index-AbC123xy.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('keeps /api and /__mock out of the fallback', async () => {
    const api = await fetch(`${srv.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 404 });
    const mock = await fetch(`${srv.url}/__mock/unknown`);
    expect(mock.status).toBe(404);
    expect(mock.headers.get('content-type')).toMatch(/json/);
  });
});

describe('state file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mall-state-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const address = {
    name: '持久化测试',
    phone: '13800000000',
    region: '上海市 浦东新区',
    location: '世纪大道 1 号',
    status: 0,
  };

  it('is written atomically after a change and reloaded by the next server', async () => {
    const state = join(dir, 'state');
    const first = await startMockServer({ stateFile: state, seed: 11 });
    const file = join(state, 'shop-default.json');
    const token = await httpLogin(first.url, 'newbie');
    const saved = await httpCall(first.url, addressesEndpoints.save, address, { token });
    expect(saved.body).toMatchObject({ code: 0 });
    // Debounced write, without waiting for close.
    await expect.poll(async () => (await readFile(file, 'utf8')).includes('持久化测试'), { timeout: 3000 }).toBe(true);
    const inodeBefore = (await stat(file)).ino;
    const again = await httpCall(first.url, addressesEndpoints.save, { ...address, name: '第二个地址' }, { token });
    expect(again.body.code).toBe(0);
    await first.close();
    // Temp file + rename: a new inode, and no temp file left behind.
    expect((await stat(file)).ino).not.toBe(inodeBefore);
    expect((await readdir(state)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { id: string; seed: number };
    expect(onDisk).toMatchObject({ id: 'default', seed: 11 });

    const second = await startMockServer({ stateFile: state });
    try {
      // The session and both addresses survived the restart.
      const list = await httpCall(second.url, addressesEndpoints.list, {}, { token });
      expect(list.body.code).toBe(0);
      const names = (list.body.data as Array<{ name: string }>).map((a) => a.name);
      expect(names).toEqual(expect.arrayContaining(['持久化测试', '第二个地址']));
      const health = (await (await fetch(`${second.url}/__mock/health`)).json()) as { seed: number };
      expect(health.seed).toBe(11);
    } finally {
      await second.close();
    }
  });

  it('starts from the seed when the state file is missing or corrupt', async () => {
    const state = join(dir, 'corrupt');
    await mkdir(state);
    await writeFile(join(state, 'shop-default.json'), '{not json');
    const srv = await startMockServer({ stateFile: state, seed: 3 });
    try {
      const health = (await (await fetch(`${srv.url}/__mock/health`)).json()) as {
        seed: number;
        tables: Record<string, number>;
      };
      expect(health.seed).toBe(3);
      expect(health.tables.goodsSpus).toBeGreaterThan(0);
    } finally {
      await srv.close();
    }
  });
});
