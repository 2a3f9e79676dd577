import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as clock from '@mocks/core/clock';
import type { PersonaKey } from '@mocks/core/personas';
import { activeScenarios, clearScenarios, isScenario, setScenario } from '@mocks/core/scenarios';
import { ShopState } from '@mocks/core/shop';
import { restore, type Snapshot, snapshot } from '@mocks/core/store';
import { currentSeed, resetDb } from '@mocks/seed';
import type { Creator } from './callers';
import { SHOP_ID, type ShopEntry, type Shops } from './shops';

/**
 * `--state PATH` keeps every shop across restarts, kills included, as a directory with one file per shop
 * (`shop-<id>.json`). Why one file per shop rather than one file or a journal: a change to one shop
 * rewrites that shop only (the cost does not grow with the number of shops), a deleted or expired shop is
 * one unlink, each write is atomic on its own (temp file + rename in the same directory), and there is no
 * journal to compact. A kill between two shops' writes leaves each file whole, old or new.
 *
 * Which shops to write: the app marks the shop of every answered request (GETs too: lazy order expiry,
 * logout), and the registry reports created and gone shops; a debounced pass writes only those.
 */
interface SavedShop {
  version: 3;
  id: string;
  persona?: PersonaKey;
  name?: string;
  /** The owner key (server/shop-keys.ts): a shop still belongs to its tester after a restart. */
  key?: string;
  /** Who made it: the per-caller limits count restored shops too. */
  creator?: Creator;
  lastUsed: number;
  seed: number;
  /** The mock clock: its time when saved, and whether it runs with wall time. */
  clock: { now: number; running: boolean };
  /** Queued scenarios, newest first, as activeScenarios() lists them. */
  scenarios: Array<{ name: string; remaining: number | null; path?: string }>;
  tables: Snapshot;
}

/** The single-file formats of older servers: version 1 (one shop), version 2 (every shop). */
type LegacyShop = { id: string; persona?: PersonaKey; lastUsed: number; seed: number; now: number; tables: Snapshot };
type LegacyState = { version: 1; seed: number; now: number; tables: Snapshot } | { version: 2; shops: LegacyShop[] };

export interface StateFile {
  /** Restores the saved shops; false when the default shop was not restored, so the caller seeds it. */
  load(): Promise<boolean>;
  /** The shop `id` may have changed: save it soon (debounced). */
  touched(id: string): void;
  /** Writes now whatever is pending; resolves when the files on disk are current. */
  flush(): Promise<void>;
}

/** Wait this many times the last pass's serialising time before the next pass (about 5 % duty). */
const BUSY_FACTOR = 20;

const fileOf = (id: string) => `shop-${id}.json`;
const SHOP_FILE = /^shop-([A-Za-z0-9_-]{1,64})\.json$/;

function save(shops: Shops, shop: ShopEntry): SavedShop {
  return shops.run(shop, () => ({
    version: 3 as const,
    id: shop.id,
    ...(shop.persona ? { persona: shop.persona } : {}),
    ...(shop.name ? { name: shop.name } : {}),
    ...(shop.key ? { key: shop.key } : {}),
    ...(shop.creator ? { creator: shop.creator } : {}),
    lastUsed: shop.lastUsed,
    seed: currentSeed(),
    clock: { now: clock.now(), running: clock.isRunning() },
    scenarios: activeScenarios().map((q) => ({ ...q })),
    tables: snapshot(),
  }));
}

async function revive(shops: Shops, saved: SavedShop): Promise<void> {
  const shop: ShopEntry =
    saved.id === shops.default.id
      ? shops.default
      : {
          id: saved.id,
          state: new ShopState(),
          lastUsed: saved.lastUsed,
          ...(saved.persona ? { persona: saved.persona } : {}),
          ...(saved.name ? { name: saved.name } : {}),
          ...(saved.key ? { key: saved.key } : {}),
          ...(saved.creator ? { creator: saved.creator } : {}),
        };
  // The default shop's key is the host key: the same after a restart.
  if (shop === shops.default && saved.key) shop.key = saved.key;
  await shops.run(shop, async () => {
    await resetDb({ seed: saved.seed });
    await restore(saved.tables);
    clock.reset({ running: saved.clock.running, start: saved.clock.now });
    clearScenarios();
    // setScenario puts each in front: replay oldest first to keep the order.
    for (const q of [...saved.scenarios].reverse()) {
      if (!isScenario(q.name)) continue;
      setScenario(q.name, {
        ...(q.remaining === null ? {} : { count: q.remaining }),
        ...(q.path ? { path: q.path } : {}),
      });
    }
  });
  shops.adopt(shop);
}

function fromLegacy(state: LegacyState, defaultId: string): SavedShop[] | null {
  const v3 = (s: LegacyShop): SavedShop => ({
    version: 3,
    ...s,
    clock: { now: s.now, running: clock.isRunning() },
    scenarios: [],
  });
  if (state?.version === 2 && Array.isArray(state.shops)) return state.shops.map(v3);
  if (state?.version === 1 && typeof state.tables === 'object') {
    return [v3({ id: defaultId, lastUsed: Date.now(), seed: state.seed, now: state.now, tables: state.tables })];
  }
  return null;
}

export function stateFile(dir: string, shops: Shops, debounceMs = 150): StateFile {
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let seq = 0;
  /** Event-loop time the last pass spent serialising shops. */
  let busyMs = 0;
  const dirty = new Set<string>();
  shops.onChange = (id) => touched(id);

  const writeOne = async (id: string) => {
    const shop = shops.all().find((s) => s.id === id);
    if (!shop) {
      await unlink(join(dir, fileOf(id))).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
      return;
    }
    const tmp = join(dir, `.${fileOf(id)}.${process.pid}.${++seq}.tmp`);
    const started = performance.now();
    const text = JSON.stringify(save(shops, shop));
    busyMs += performance.now() - started; // the part that holds the event loop
    await writeFile(tmp, text);
    await rename(tmp, join(dir, fileOf(id)));
  };

  const write = (): Promise<void> => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const ids = [...dirty];
        dirty.clear();
        busyMs = 0;
        try {
          for (const id of ids) await writeOne(id);
        } catch (error) {
          for (const id of ids) dirty.add(id); // try again with the next change
          throw error;
        }
      });
    return writing;
  };

  function touched(id: string): void {
    if (!SHOP_ID.test(id)) return; // never a path built from a malformed name
    dirty.add(id);
    if (timer) return; // a pass is already due: it writes this shop too
    // Under steady load, a pass every debounceMs at most, and spaced so that serialising takes at most
    // about 5 % of the event loop (a pass that held it 10 ms waits 200 ms): big shops save less often
    // rather than slow every request down.
    timer = setTimeout(
      () => {
        timer = null;
        write().catch((e: Error) => console.error(`[mock] could not write ${dir}: ${e.message}`));
      },
      Math.max(debounceMs, busyMs * BUSY_FACTOR),
    );
  }

  /** An older server's single file at `dir`: load it, keep it as `.bak`, and go on with a directory. */
  async function migrate(): Promise<SavedShop[] | null> {
    const info = await stat(dir).catch(() => null);
    if (!info?.isFile()) return null;
    let list: SavedShop[] | null = null;
    try {
      list = fromLegacy(JSON.parse(await readFile(dir, 'utf8')) as LegacyState, shops.default.id);
    } catch (error) {
      console.warn(`[mock] state file ${dir} unreadable (${(error as Error).message}); starting from the seed`);
    }
    if (!list) console.warn(`[mock] state file ${dir} has an unknown format; starting from the seed`);
    await rename(dir, `${dir}.bak`);
    console.warn(`[mock] ${dir} was a single state file: kept as ${dir}.bak, shops now live in the directory ${dir}`);
    return list ?? [];
  }

  async function readDir(): Promise<SavedShop[]> {
    const list: SavedShop[] = [];
    for (const name of (await readdir(dir)).sort()) {
      const id = SHOP_FILE.exec(name)?.[1];
      if (!id || !SHOP_ID.test(id)) continue;
      try {
        const saved = JSON.parse(await readFile(join(dir, name), 'utf8')) as SavedShop;
        if (saved.version !== 3 || saved.id !== id || typeof saved.tables !== 'object')
          throw new Error('unknown format');
        list.push(saved);
      } catch (error) {
        // One bad file costs that shop only, never the others.
        console.warn(`[mock] state file ${join(dir, name)} unreadable (${(error as Error).message}); shop skipped`);
      }
    }
    return list;
  }

  return {
    async load() {
      const legacy = await migrate();
      await mkdir(dir, { recursive: true });
      const list = legacy ?? (await readDir());
      for (const saved of list) await revive(shops, saved);
      // A migrated file is written out at once in the new layout.
      if (legacy) for (const saved of legacy) dirty.add(saved.id);
      if (dirty.size > 0) await write();
      return list.some((s) => s.id === shops.default.id);
    },
    touched,
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await write();
    },
  };
}
