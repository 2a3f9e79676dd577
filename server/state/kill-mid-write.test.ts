import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedMock, spawnMock } from '../testing/spawn-mock';

/**
 * A kill during a write, at the two moments that matter, made exact rather than hoped for: the CLI runs
 * with server/testing/preload/crash-points.mjs, which stops the writer of one shop's file for good half-way
 * through its bytes, or with the temp file whole but not yet renamed, and prints `HANG`. The test then
 * sends SIGKILL. Started again, the shop's file is the old one, whole; the unfinished temp file is removed;
 * nothing is set aside. Positive control: without a kill the same change reaches the file.
 */
const CRASH = join(import.meta.dirname, '../testing/preload/crash-points.mjs');
const JSON_TYPE = { 'content-type': 'application/json' };

let dir: string;
const running: SpawnedMock[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-midwrite-'));
});
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

async function start(state: string, hang?: { at: 'bytes' | 'rename'; file: string }): Promise<SpawnedMock> {
  const srv = await spawnMock(
    ['--state', state],
    hang ? { preload: [CRASH], env: { MOCK_TEST_HANG_AT: hang.at, MOCK_TEST_HANG_FILE: hang.file } } : {},
  );
  running.push(srv);
  return srv;
}

describe('a kill during a write', () => {
  it('leaves the old file or the new one, never a part of either', async () => {
    const state = join(dir, 'state');
    let srv = await start(state);
    const made = (await (
      await fetch(`${srv.url}/__mock/shops`, { method: 'POST', headers: JSON_TYPE, body: '{"seed":4}' })
    ).json()) as { id: string; key: string };
    const name = `shop-${made.id}.json`;
    const file = join(state, name);
    const mine = { ...JSON_TYPE, 'X-Mock-Shop': made.id, 'X-Mock-Shop-Key': made.key };
    const clockOnDisk = async () => (JSON.parse(await readFile(file, 'utf8')) as { clock: { now: number } }).clock.now;
    const advance = async (s: SpawnedMock, ms: number) =>
      (
        (await (
          await fetch(`${s.url}/__mock/clock`, {
            method: 'POST',
            headers: mine,
            body: JSON.stringify({ advanceMs: ms }),
          })
        ).json()) as { now: number }
      ).now;

    // Positive control: a change reaches the file when nothing stops the writer.
    const moved = await advance(srv, 86_400_000);
    await expect.poll(clockOnDisk, { timeout: 5000 }).toBeGreaterThanOrEqual(moved);
    await srv.stop('SIGTERM');
    const old = await readFile(file, 'utf8');

    for (const at of ['bytes', 'rename'] as const) {
      srv = await start(state, { at, file: name });
      await advance(srv, 10 * 86_400_000);
      await expect.poll(() => srv.output().includes(`HANG ${at}`), { timeout: 10_000 }).toBe(true);
      await srv.stop('SIGKILL');
      // What the kill left: the old file, byte for byte, and the unfinished temp file beside it.
      expect(await readFile(file, 'utf8'), at).toBe(old);
      expect((await readdir(state)).filter((f) => f.startsWith(`.${name}.`))).toHaveLength(1);
    }

    srv = await start(state);
    const health = (await (await fetch(`${srv.url}/__mock/health`, { headers: mine })).json()) as {
      seed: number;
      now: number;
    };
    expect(health.seed).toBe(4);
    // The clock is the old file's (a day ahead), not the lost change's (eleven days).
    expect(health.now).toBeGreaterThanOrEqual(moved);
    expect(health.now).toBeLessThan(moved + 86_400_000);
    expect((await readdir(state)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(state, 'set-aside'))).toBe(false);
    expect(srv.output()).toContain('an unfinished write');
  }, 120_000);
});
