import * as clock from './core/clock';
import { restore, type Snapshot, snapshot } from './core/store';
import { currentSeed, resetDb } from './seed';

/**
 * The browser mock keeps its shop in localStorage, so QA in `npm start` stays logged in and keeps its
 * orders across reloads, as with the real backend. `?seed=N` or `?reset=1` starts from a fresh shop;
 * a saved shop that no longer fits the tables (an older build) is dropped and the seed is used.
 */
const KEY = 'mall_mock_shop';
const VERSION = 1;

interface SavedShop {
  version: typeof VERSION;
  seed: number;
  /** Mock time minus wall time: a clock moved with /__mock/clock stays moved after a reload. */
  clockOffset?: number;
  tables: Snapshot;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export async function loadShop(opts: { seed?: number; fresh: boolean }): Promise<'restored' | 'seeded'> {
  const store = storage();
  const text = opts.fresh ? null : store?.getItem(KEY);
  if (text) {
    try {
      const saved = JSON.parse(text) as SavedShop;
      if (saved.version === VERSION && (opts.seed === undefined || saved.seed === opts.seed)) {
        await resetDb({ seed: saved.seed });
        await restore(saved.tables);
        if (typeof saved.clockOffset === 'number') clock.set(Date.now() + saved.clockOffset);
        return 'restored';
      }
    } catch (error) {
      console.warn('[mock] the saved shop does not fit this build; starting from the seed', error);
    }
  }
  store?.removeItem(KEY);
  await resetDb(opts.seed === undefined ? {} : { seed: opts.seed });
  return 'seeded';
}

let timer: ReturnType<typeof setTimeout> | null = null;
let warned = false;

function save(): void {
  const clockOffset = clock.now() - Date.now();
  const saved: SavedShop = { version: VERSION, seed: currentSeed(), clockOffset, tables: snapshot() };
  try {
    storage()?.setItem(KEY, JSON.stringify(saved));
  } catch (error) {
    // Quota or private mode: the shop still works, it just re-seeds on the next load.
    if (!warned) console.warn('[mock] could not keep the shop in localStorage', error);
    warned = true;
  }
}

/** A mocked response may have changed the shop: save it shortly (debounced). */
export function saveShopSoon(delayMs = 300): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    save();
  }, delayMs);
}

/**
 * The page is going away (a reload or a navigation): save at once, pending change or not. MSW emits
 * `response:mocked` in a message from the worker that can arrive after the page's fetch has resolved,
 * so a request answered just before a navigation may not have scheduled its save yet.
 */
export function flushShop(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  save();
}
