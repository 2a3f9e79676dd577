import { readFile, rename, writeFile } from 'node:fs/promises';
import * as clock from '@mocks/core/clock';
import { ShopState } from '@mocks/core/shop';
import type { PersonaKey } from '@mocks/db/personas';
import { currentSeed, resetDb } from '@mocks/db/seed';
import { restore, type Snapshot, snapshot } from '@mocks/db/store';
import type { ShopEntry, Shops } from './shops';

/** One shop in the state file: its tables, the seed it grew from, and its mock clock. */
interface SavedShop {
  id: string;
  persona?: PersonaKey;
  lastUsed: number;
  seed: number;
  now: number;
  tables: Snapshot;
}

/** Version 1 held the one shop of older servers (loaded as the default shop); version 2 holds them all. */
type SavedState = { version: 1; seed: number; now: number; tables: Snapshot } | { version: 2; shops: SavedShop[] };

export interface StateFile {
  /** Restores the saved shops; false when there is no (readable) file, so the caller seeds instead. */
  load(): Promise<boolean>;
  /** A request may have changed a shop: save soon (debounced; unchanged state is not rewritten). */
  schedule(): void;
  /** Writes now if anything is pending; resolves when the file on disk is current. */
  flush(): Promise<void>;
}

function save(shops: Shops, shop: ShopEntry): SavedShop {
  return shops.run(shop, () => ({
    id: shop.id,
    ...(shop.persona ? { persona: shop.persona } : {}),
    lastUsed: shop.lastUsed,
    seed: currentSeed(),
    now: clock.now(),
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
        };
  await shops.run(shop, async () => {
    await resetDb({ seed: saved.seed });
    await restore(saved.tables);
    clock.set(saved.now);
  });
  shops.adopt(shop);
}

/**
 * Keeps every shop across restarts. Writes are atomic (temp file + rename, so a crash never leaves half
 * a file) and serialised (one write at a time), and skipped when no shop's tables changed.
 */
export function stateFile(path: string, shops: Shops, debounceMs = 150): StateFile {
  let timer: NodeJS.Timeout | null = null;
  let lastWritten = '';
  let writing: Promise<void> = Promise.resolve();
  let seq = 0;
  const fingerprint = (saved: SavedShop[]) => JSON.stringify(saved.map((s) => [s.id, s.tables]));

  const write = (): Promise<void> => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        const saved = shops.all().map((shop) => save(shops, shop));
        const text = fingerprint(saved);
        if (text === lastWritten) return;
        const state: SavedState = { version: 2, shops: saved };
        const tmp = `${path}.${process.pid}.${++seq}.tmp`;
        await writeFile(tmp, JSON.stringify(state));
        await rename(tmp, path);
        lastWritten = text;
      });
    return writing;
  };

  return {
    async load() {
      let state: SavedState;
      try {
        state = JSON.parse(await readFile(path, 'utf8')) as SavedState;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          console.warn(`[mock] state file ${path} unreadable (${(error as Error).message}); starting from the seed`);
        }
        return false;
      }
      const list: SavedShop[] | null =
        state?.version === 2 && Array.isArray(state.shops)
          ? state.shops
          : state?.version === 1 && typeof state.tables === 'object'
            ? [{ id: shops.default.id, lastUsed: Date.now(), seed: state.seed, now: state.now, tables: state.tables }]
            : null;
      if (!list?.some((s) => s.id === shops.default.id)) {
        console.warn(`[mock] state file ${path} has an unknown format; starting from the seed`);
        return false;
      }
      for (const saved of list) await revive(shops, saved);
      lastWritten = fingerprint(shops.all().map((shop) => save(shops, shop)));
      return true;
    },
    schedule() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        write().catch((e: Error) => console.error(`[mock] could not write ${path}: ${e.message}`));
      }, debounceMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await write();
    },
  };
}
