import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressesEndpoints } from '@contracts/addresses';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpCall } from '../http-client';
import { startMockServer } from '../start';

/**
 * `--state DIR` meeting files it cannot take: corrupt, off today's schema (what a `git pull` that changed
 * a table leaves), missing a part (no clock), from older versions. Over real HTTP: the server starts, every
 * good shop works, every bad file is kept aside whole with its reason, in the log and at /__mock/state.
 */
const JSON_TYPE = { 'content-type': 'application/json' };
interface Made {
  id: string;
  key: string;
  token: string;
}
interface StateReport {
  kept: boolean;
  setAside: Array<{ file: string; reason: string }>;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-recover-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { ...JSON_TYPE, ...headers }, body: JSON.stringify(body) });
const mine = (m: Made) => ({ 'X-Mock-Shop': m.id, 'X-Mock-Shop-Key': m.key });
/** Runs `fn` with console.warn captured: the state file's log lines. */
async function logged<T>(fn: () => Promise<T>): Promise<{ value: T; lines: string[] }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { value: await fn(), lines };
  } finally {
    spy.mockRestore();
  }
}
const edit = async (file: string, change: (saved: Record<string, unknown>) => void) => {
  const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(saved);
  await writeFile(file, JSON.stringify(saved));
};

describe('a state directory with bad files', () => {
  it('keeps a corrupt, an off-schema and a clock-less file aside, starts, and serves the other shops', async () => {
    const state = join(dir, 'mixed');
    const first = await startMockServer({ stateFile: state });
    const made: Record<'good' | 'corrupt' | 'offSchema' | 'clockless', Made> = {} as never;
    try {
      for (const name of ['good', 'corrupt', 'offSchema', 'clockless'] as const) {
        made[name] = (await (await post(first.url, '/__mock/shops', { name, persona: 'normal' })).json()) as Made;
      }
      const address = { name: '留下来', phone: '13800000000', region: '上海市', location: '一号', status: 0 };
      const saved = await httpCall(first.url, addressesEndpoints.save, address, {
        token: made.good.token,
        headers: mine(made.good),
      });
      expect(saved.body.code).toBe(0);
      await first.app.flushState();
    } finally {
      await first.close();
    }
    const fileOf = (m: Made) => join(state, `shop-${m.id}.json`);
    await writeFile(fileOf(made.corrupt), '{"version":4,"id":"trunc');
    await edit(fileOf(made.offSchema), (s) => {
      // A field added to the users table by a later version: the old rows lack it.
      for (const row of (s.tables as { users: Array<Record<string, unknown>> }).users) delete row.realNameVerified;
    });
    await edit(fileOf(made.clockless), (s) => {
      delete s.clock;
    });
    const originals = {
      corrupt: await readFile(fileOf(made.corrupt), 'utf8'),
      offSchema: await readFile(fileOf(made.offSchema), 'utf8'),
      clockless: await readFile(fileOf(made.clockless), 'utf8'),
    };

    const { value: second, lines } = await logged(() => startMockServer({ stateFile: state }));
    try {
      // The good shop is back with its data and its session.
      const list = await httpCall(
        second.url,
        addressesEndpoints.list,
        {},
        {
          token: made.good.token,
          headers: mine(made.good),
        },
      );
      expect((list.body.data as Array<{ name: string }>).map((a) => a.name)).toContain('留下来');
      expect((await fetch(`${second.url}/__mock/health`)).status).toBe(200);

      // The three others are not shops any more, and say so; each file is kept aside, whole, with its reason.
      for (const bad of [made.corrupt, made.offSchema, made.clockless]) {
        const res = await fetch(`${second.url}/__mock/shops/current`, { headers: mine(bad) });
        expect(res.status).toBe(404);
      }
      const report = (await (await fetch(`${second.url}/__mock/state`)).json()) as StateReport;
      expect(report.kept).toBe(true);
      const reasonOf = (m: Made) => report.setAside.find((f) => f.file.includes(`shop-${m.id}.`))?.reason;
      expect(reasonOf(made.corrupt)).toMatch(/^not JSON/);
      expect(reasonOf(made.offSchema)).toMatch(/table "users", row 1: realNameVerified: .*expected boolean/);
      expect(reasonOf(made.clockless)).toBe('clock: expected { now, running }, found nothing');
      for (const [name, m] of [
        ['corrupt', made.corrupt],
        ['offSchema', made.offSchema],
        ['clockless', made.clockless],
      ] as const) {
        const entry = report.setAside.find((f) => f.file.includes(`shop-${m.id}.`));
        expect(await readFile(join(state, entry?.file ?? 'missing'), 'utf8')).toBe(originals[name]);
        expect(lines.some((l) => l.includes(`shop-${m.id}.json set aside as`) && l.includes(entry?.file ?? '?'))).toBe(
          true,
        );
      }

      // Naming a set-aside shop and saving the rest deletes nothing from the set-aside folder.
      await post(second.url, '/__mock/clock', { advanceMs: 1 }, mine(made.corrupt));
      await second.app.flushState();
      expect(await readdir(join(state, 'set-aside'))).toHaveLength(6); // three files, three reasons
    } finally {
      await second.close();
    }
  });

  it('keeps a corrupt default shop aside and starts it from its seed, never overwriting the file', async () => {
    const state = join(dir, 'default');
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
      const report = (await (await fetch(`${srv.url}/__mock/state`)).json()) as StateReport;
      expect(report.setAside).toEqual([
        { file: expect.stringMatching(/^set-aside\/shop-default\./), reason: expect.stringMatching(/^not JSON/) },
      ]);
      expect(await readFile(join(state, report.setAside[0]?.file ?? ''), 'utf8')).toBe('{not json');
    } finally {
      await srv.close();
    }
  });
});

describe('shop files of older versions', () => {
  it('reads a version-3 file, keeps a table it lacks as seeded, leaves out one that is gone, and writes version 4', async () => {
    const state = join(dir, 'v3');
    const first = await startMockServer({ stateFile: state });
    let made: Made;
    let counts: Record<string, number>;
    try {
      made = (await (await post(first.url, '/__mock/shops', { seed: 6 })).json()) as Made;
      counts = (
        (await (await fetch(`${first.url}/__mock/health`, { headers: mine(made) })).json()) as {
          tables: Record<string, number>;
        }
      ).tables;
      await first.app.flushState();
    } finally {
      await first.close();
    }
    const file = join(state, `shop-${made.id}.json`);
    await edit(file, (s) => {
      s.version = 3;
      s.lastUsed = Date.now() - 30 * 86_400_000; // wall time, a month ago: version 3 counted idle time so
      delete s.creator;
      const tables = s.tables as Record<string, unknown[]>;
      delete tables.banners; // a table added after this file was written
      tables.retiredTable = [{ x: 1 }]; // a table removed since
    });
    const { value: second, lines } = await logged(() => startMockServer({ stateFile: state, shopIdleMs: 86_400_000 }));
    try {
      const health = (await (await fetch(`${second.url}/__mock/health`, { headers: mine(made) })).json()) as {
        seed: number;
        tables: Record<string, number>;
      };
      expect(health.seed).toBe(6);
      expect(health.tables).toEqual(counts);
      expect(lines).toContainEqual(expect.stringContaining('table "retiredTable" no longer exists'));
      await second.app.flushState();
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ version: 4, id: made.id, key: made.key });
      expect(((await (await fetch(`${second.url}/__mock/state`)).json()) as StateReport).setAside).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('gives every shop of a version-2 file an owner key, printed once, then kept', async () => {
    const state = join(dir, 'v2');
    const first = await startMockServer({});
    const tables = first.app.shops.run(first.app.shops.default, () =>
      import('@mocks/core/store').then((m) => m.snapshot()),
    );
    await first.close();
    const legacy = {
      version: 2,
      shops: [
        { id: 'oldshop1', persona: 'normal', lastUsed: Date.now(), seed: 2, now: Date.now(), tables: await tables },
      ],
    };
    await writeFile(state, JSON.stringify(legacy));
    const { value: srv, lines } = await logged(() => startMockServer({ stateFile: state }));
    try {
      const line = lines.find((l) => l.includes('shop "oldshop1"'));
      const key = /shown only now: ([0-9a-f]{32})/.exec(line ?? '')?.[1] ?? '';
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      // Nobody else may use it; the printed key does, by header or claimed into a browser.
      expect((await fetch(`${srv.url}/__mock/shops/current`, { headers: { 'X-Mock-Shop': 'oldshop1' } })).status).toBe(
        403,
      );
      const current = await fetch(`${srv.url}/__mock/shops/current`, {
        headers: { 'X-Mock-Shop': 'oldshop1', 'X-Mock-Shop-Key': key },
      });
      expect(await current.json()).toMatchObject({ id: 'oldshop1', seed: 2 });
      const claim = await post(srv.url, '/__mock/shops/oldshop1/claim', { key });
      expect(claim.headers.get('set-cookie')).toMatch(new RegExp(`^mock_key_oldshop1=${key};`));
      await srv.app.flushState();
      expect(JSON.parse(await readFile(join(state, 'shop-oldshop1.json'), 'utf8'))).toMatchObject({ version: 4, key });
    } finally {
      await srv.close();
    }
  });
});
