import * as clock from '@mocks/core/clock';
import { activeScenarios, clearScenarios, isScenario, setScenario } from '@mocks/core/scenarios';
import { ShopState } from '@mocks/core/shop';
import { restore, snapshot, unknownTables } from '@mocks/core/store';
import { currentSeed, resetDb } from '@mocks/seed';
import type { ShopEntry, Shops } from '../shops';
import type { SavedShop } from './saved-shop';

/**
 * A running shop to the form `--state` keeps on disk (server/state/saved-shop.ts checks a file back into it), and
 * that form back to a running shop. What a shop is made of lives here, what a state directory does with the files
 * in state-file.ts.
 */

type Owner = Pick<ShopEntry & SavedShop, 'persona' | 'name' | 'key' | 'creator'>;

/** Who a shop is for, the same in a running shop and its saved form: only the fields that are set. */
function owner({ persona, name, key, creator }: Owner): Owner {
  return {
    ...(persona ? { persona } : {}),
    ...(name ? { name } : {}),
    ...(key ? { key } : {}),
    ...(creator ? { creator } : {}),
  };
}

/** One shop as it is now: its tables, clock, scenarios, seed and owner. */
export function save(shops: Shops, shop: ShopEntry): SavedShop {
  return shops.run(shop, () => ({
    version: 4 as const,
    id: shop.id,
    ...owner(shop),
    lastUsed: shop.lastUsed,
    seed: currentSeed(),
    clock: { now: clock.now(), running: clock.isRunning() },
    scenarios: activeScenarios().map((q) => ({ ...q })),
    tables: snapshot(),
  }));
}

/** Rebuilds one checked shop; notes what today's mock left out (a table or a scenario it no longer has). */
export async function revive(shops: Shops, saved: SavedShop, notes: string[]): Promise<ShopEntry> {
  const shop: ShopEntry =
    saved.id === shops.default.id
      ? shops.default
      : {
          id: saved.id,
          state: new ShopState(),
          lastUsed: saved.lastUsed,
          ...owner(saved),
        };
  // The default shop's key is the host key: the same after a restart.
  if (shop === shops.default && saved.key) shop.key = saved.key;
  for (const name of unknownTables(saved.tables))
    notes.push(`table "${name}" no longer exists: its rows were left out`);
  await shops.run(shop, async () => {
    // Seeded first: a table added since the file was written keeps its seeded rows.
    await resetDb({ seed: saved.seed });
    await restore(saved.tables, { onlyPresent: true });
    clock.reset({ running: saved.clock.running, start: saved.clock.now });
    clearScenarios();
    // setScenario puts each in front: replay oldest first to keep the order.
    for (const q of [...saved.scenarios].reverse()) {
      if (!isScenario(q.name)) {
        notes.push(`scenario "${q.name}" no longer exists: left out`);
        continue;
      }
      setScenario(q.name, {
        ...(q.remaining === null ? {} : { count: q.remaining }),
        ...(q.path ? { path: q.path } : {}),
      });
    }
  });
  return shop;
}
