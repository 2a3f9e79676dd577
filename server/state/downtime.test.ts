import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../start';
import { type SpawnedMock, spawnMock } from '../testing/spawn-mock';

/**
 * Idle expiry counts running time only. Over real HTTP: the CLI with `--shop-idle-minutes 1` is killed, and
 * started again on a machine whose clock moved two minutes on (server/testing/preload/wall-shift.mjs: the
 * box was off for two minutes; no test waits them out). The shop is still there. Positive control: while
 * the server runs, an idle shop does expire.
 */
const WALL_SHIFT = join(import.meta.dirname, '../testing/preload/wall-shift.mjs');
const JSON_TYPE = { 'content-type': 'application/json' };

let dir: string;
const running: SpawnedMock[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-downtime-'));
});
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('time the server is down', () => {
  it('is not idle time: a shop survives 2 minutes off with a 1-minute idle limit', async () => {
    const state = join(dir, 'state');
    const first = await spawnMock(['--state', state, '--shop-idle-minutes', '1']);
    running.push(first);
    const made = (await (
      await fetch(`${first.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{"name":"weekend"}' })
    ).json()) as { id: string; key: string };
    const mine = { 'X-Mock-Shop': made.id, 'X-Mock-Shop-Key': made.key };
    await expect.poll(() => existsSync(join(state, `shop-${made.id}.json`)), { timeout: 5000 }).toBe(true);
    await first.stop('SIGKILL');

    const second = await spawnMock(['--state', state, '--shop-idle-minutes', '1'], {
      preload: [WALL_SHIFT],
      env: { MOCK_TEST_WALL_SHIFT_MS: String(2 * 60_000) },
    });
    running.push(second);
    // The preload works: this process's wall clock is two minutes ahead (a new shop's clock starts at it).
    const probe = (await (
      await fetch(`${second.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{}' })
    ).json()) as { id: string; key: string };
    const shown = await fetch(`${second.url}/__mock/shops/current`, {
      headers: { 'X-Mock-Shop': probe.id, 'X-Mock-Shop-Key': probe.key },
    });
    expect(((await shown.json()) as { now: number }).now - Date.now()).toBeGreaterThan(110_000);
    const res = await fetch(`${second.url}/__mock/shops/current`, { headers: mine });
    expect(await res.json()).toMatchObject({ id: made.id, name: 'weekend' });
    expect(res.status).toBe(200);
  }, 90_000);

  it('positive control: a shop idle for its limit while the server runs expires', async () => {
    const srv = await startMockServer({ shopIdleMs: 300 });
    try {
      const made = (await (
        await fetch(`${srv.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{}' })
      ).json()) as { id: string; key: string };
      const current = () =>
        fetch(`${srv.url}/__mock/shops/current`, {
          headers: { 'X-Mock-Shop': made.id, 'X-Mock-Shop-Key': made.key },
        });
      // Polled, not slept, a second apart (each answer that finds the shop marks it used again): the first
      // one after 300 ms of running time says it expired, which also shows it existed.
      await expect
        .poll(async () => ((await (await current()).json()) as { message?: string }).message, {
          timeout: 15_000,
          interval: 1000,
        })
        .toContain('is expired');
    } finally {
      await srv.close();
    }
  });
});
