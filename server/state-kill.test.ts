import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressesEndpoints } from '@contracts/addresses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall } from './http-client';
import { type SpawnedMock, spawnMock } from './testing/spawn-mock';

/**
 * `--state DIR` against `kill -9`: the real CLI in a child process, killed with SIGKILL after each kind of
 * change (create, owner, tables, clock, scenarios, delete) once that change is on disk, then restarted on
 * the same directory. Nothing gets a chance to flush on the way down, so what comes back is what the
 * atomic per-shop files hold.
 */
const JSON_TYPE = { 'content-type': 'application/json' };
const DAY = 86_400_000;

let dir: string;
let mock: SpawnedMock | null = null;
let url = '';

async function start(): Promise<void> {
  mock = await spawnMock(['--state', dir, '--seed', '5']);
  url = mock.url;
}

async function kill(): Promise<void> {
  await mock?.stop('SIGKILL');
  mock = null;
}

const fileOf = (id: string) => join(dir, `shop-${id}.json`);
const onDisk = async (id: string) => JSON.parse(await readFile(fileOf(id), 'utf8')) as Record<string, unknown>;
/** Waits until the shop's file shows the change (the debounced write landed), then kills and restarts. */
async function killAfter(what: () => Promise<boolean>): Promise<void> {
  await expect.poll(what, { timeout: 5000 }).toBe(true);
  await kill();
  await start();
}

interface Health {
  seed: number;
  now: number;
  scenarios: Array<{ name: string }>;
  tables: Record<string, number>;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-kill-'));
  await start();
}, 60_000);
afterAll(async () => {
  await kill();
  await rm(dir, { recursive: true, force: true });
});

describe('a killed server keeps every shop', () => {
  it('keeps creation, owner, tables, clock, scenarios and deletion across SIGKILL', async () => {
    // Create (with its owner key and a persona session).
    const res = await fetch(`${url}/__mock/shops`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ seed: 8, persona: 'normal', name: 'kill-test' }),
    });
    const made = (await res.json()) as { id: string; key: string; token: string };
    const mine = { 'X-Mock-Shop': made.id, 'X-Mock-Shop-Key': made.key };
    const health = async (headers: Record<string, string> = mine) =>
      (await fetch(`${url}/__mock/health`, { headers })).json() as Promise<Health>;
    await killAfter(async () => existsSync(fileOf(made.id)));

    // Owner: the key still opens the shop, another key does not; the persona's session still works.
    expect((await health()).seed).toBe(8);
    const stranger = await fetch(`${url}/__mock/health`, {
      headers: { ...mine, 'X-Mock-Shop-Key': '0'.repeat(32) },
    });
    expect(stranger.status).toBe(403);

    // Tables: an address saved through the API.
    const address = { name: '断电测试', phone: '13800000000', region: '上海市', location: '一号', status: 0 };
    const saved = await httpCall(url, addressesEndpoints.save, address, { token: made.token, headers: mine });
    expect(saved.body.code).toBe(0);
    const tablesBefore = (await health()).tables;
    await killAfter(async () => JSON.stringify(await onDisk(made.id)).includes('断电测试'));
    const list = await httpCall(url, addressesEndpoints.list, {}, { token: made.token, headers: mine });
    expect((list.body.data as Array<{ name: string }>).map((a) => a.name)).toContain('断电测试');
    expect((await health()).tables).toEqual(tablesBefore);

    // Clock alone (no table changes): two days ahead, kept to the minute.
    const moved = (await (
      await fetch(`${url}/__mock/clock`, {
        method: 'POST',
        headers: { ...JSON_TYPE, ...mine },
        body: '{"advanceMs":172800000}',
      })
    ).json()) as { now: number };
    await killAfter(async () => ((await onDisk(made.id)).clock as { now: number }).now >= moved.now);
    const nowAfter = (await health()).now;
    expect(nowAfter).toBeGreaterThanOrEqual(moved.now);
    expect(nowAfter - moved.now).toBeLessThan(60_000);
    // Two days ahead of the default shop's clock, which follows wall time.
    expect(nowAfter - (await health({})).now).toBeGreaterThan(2 * DAY - 60_000);

    // Scenarios queued in the shop.
    const queued = await fetch(`${url}/__mock/scenario`, {
      method: 'POST',
      headers: { ...JSON_TYPE, ...mine },
      body: JSON.stringify({ name: 'empty', path: '/api/v/order/list' }),
    });
    expect(queued.status).toBe(200);
    await killAfter(async () => ((await onDisk(made.id)).scenarios as unknown[]).length === 1);
    expect((await health()).scenarios).toEqual([{ name: 'empty', remaining: null, path: '/api/v/order/list' }]);

    // The default shop is untouched by all of this and still there.
    expect((await health({})).seed).toBe(5);

    // Delete: gone for good after the kill.
    const del = await fetch(`${url}/__mock/shops/${made.id}`, { method: 'DELETE', headers: { ...JSON_TYPE, ...mine } });
    expect(del.status).toBe(200);
    await killAfter(async () => !existsSync(fileOf(made.id)));
    expect((await fetch(`${url}/__mock/health`, { headers: mine })).status).toBe(404);
  }, 120_000);
});
