import { PERSONAS, type PersonaKey } from '@mocks/core/personas';
import { checkSnapshot, type Snapshot } from '@mocks/core/store';
import type { Creator } from '../callers';
import { SHOP_ID } from '../shops';

/**
 * One shop's file (`shop-<id>.json`) and the formats it grew out of. Reading one never throws and never
 * half-restores: `readShopFile` either gives a shop of today's format (older ones migrated, with a note
 * for each step) or the reason it cannot, naming the field and what differs, so the state file can set
 * the file aside and start with the others.
 *
 * Version 4 (today): `lastUsed` is running time (server/state/run-clock.ts), not wall time, and the
 * creator is kept. Version 3 kept wall time: migrated as "used at this start", so the time the server was
 * off never counts as idle.
 */
export interface SavedShop {
  version: 4;
  id: string;
  persona?: PersonaKey;
  name?: string;
  /** The owner key (server/shop-keys.ts); the default shop's is the host key. */
  key?: string;
  creator?: Creator;
  /** Running time of its last use. */
  lastUsed: number;
  seed: number;
  /** The mock clock: its time when saved, and whether it runs with wall time. */
  clock: { now: number; running: boolean };
  /** Queued scenarios, newest first, as activeScenarios() lists them. */
  scenarios: Array<{ name: string; remaining: number | null; path?: string }>;
  tables: Snapshot;
}

export type ReadShop = { ok: SavedShop; notes: string[] } | { problem: string };

const HEX32 = /^[0-9a-f]{32}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown) => Number.isSafeInteger(v);

/** The first way `raw` differs from a shop of version 3 or 4, or null when it does not. */
function shapeProblem(raw: Record<string, unknown>, id: string): string | null {
  if (raw.version !== 3 && raw.version !== 4) return `version: expected 3 or 4, found ${JSON.stringify(raw.version)}`;
  if (raw.id !== id) return `id: expected "${id}" (the file's name), found ${JSON.stringify(raw.id)}`;
  if (raw.persona !== undefined && !PERSONAS.some((p) => p.key === raw.persona))
    return `persona: no persona "${String(raw.persona)}" any more`;
  if (raw.name !== undefined && typeof raw.name !== 'string') return 'name: expected text';
  if (raw.key !== undefined && !(typeof raw.key === 'string' && HEX32.test(raw.key)))
    return 'key: expected 32 hex digits';
  if (raw.creator !== undefined) {
    const c = raw.creator;
    if (!isObject(c) || typeof c.tester !== 'string' || !HEX32.test(c.tester) || typeof c.address !== 'string')
      return 'creator: expected { tester, address }';
  }
  if (typeof raw.lastUsed !== 'number' || !Number.isFinite(raw.lastUsed)) return 'lastUsed: expected a number';
  if (!isInt(raw.seed) || (raw.seed as number) < 0) return 'seed: expected a non-negative integer';
  const clock = raw.clock;
  if (!isObject(clock))
    return `clock: expected { now, running }, found ${clock === undefined ? 'nothing' : typeof clock}`;
  if (!isInt(clock.now)) return 'clock.now: expected epoch milliseconds';
  if (typeof clock.running !== 'boolean') return 'clock.running: expected true or false';
  if (!Array.isArray(raw.scenarios)) return 'scenarios: expected a list';
  for (const [i, q] of raw.scenarios.entries()) {
    if (!isObject(q) || typeof q.name !== 'string') return `scenarios[${i}]: expected { name, remaining }`;
    if (!(q.remaining === null || (isInt(q.remaining) && (q.remaining as number) > 0)))
      return `scenarios[${i}].remaining: expected a positive integer or null`;
    if (q.path !== undefined && typeof q.path !== 'string') return `scenarios[${i}].path: expected text`;
  }
  if (!isObject(raw.tables)) return 'tables: expected an object';
  return null;
}

/**
 * Parses and checks one shop file's text against today's format and today's tables. `runNow` is the
 * running time a migrated shop counts as last used at.
 */
export function readShopFile(text: string, id: string, runNow: number): ReadShop {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON (${(error as Error).message})` };
  }
  if (!isObject(raw)) return { problem: 'not a shop: expected a JSON object' };
  if (!SHOP_ID.test(id)) return { problem: `malformed shop id "${id}"` };
  const shape = shapeProblem(raw, id);
  if (shape) return { problem: shape };
  const tables = checkSnapshot(raw.tables);
  if (tables.length > 0) return { problem: `rows that today's tables refuse: ${tables.join('; ')}` };
  const notes: string[] = [];
  const saved = raw as unknown as SavedShop | (Omit<SavedShop, 'version'> & { version: 3 });
  if (saved.version === 3) notes.push('version 3 (idle time counted in wall time): idle time starts again now');
  return {
    ok: { ...saved, version: 4, lastUsed: saved.version === 3 ? runNow : Math.min(saved.lastUsed, runNow) },
    notes,
  };
}

/** The single-file formats of older servers: version 1 (one shop), version 2 (every shop). */
type LegacyShop = { id: string; persona?: PersonaKey; lastUsed: number; seed: number; now: number; tables: Snapshot };
type LegacyState = { version: 1; seed: number; now: number; tables: Snapshot } | { version: 2; shops: LegacyShop[] };

/**
 * Each shop of an older single state file, as the text of a version-3 shop file (then read like any),
 * or null when the file is no known format.
 */
export function legacyShops(
  raw: unknown,
  defaultId: string,
  running: boolean,
): Array<{ id: string; text: string }> | null {
  const state = raw as LegacyState;
  const v3 = (s: LegacyShop) => ({
    id: s.id,
    text: JSON.stringify({
      version: 3,
      id: s.id,
      ...(s.persona ? { persona: s.persona } : {}),
      lastUsed: s.lastUsed,
      seed: s.seed,
      clock: { now: s.now, running },
      scenarios: [],
      tables: s.tables,
    }),
  });
  if (state?.version === 2 && Array.isArray(state.shops)) return state.shops.map(v3);
  if (state?.version === 1 && typeof state.tables === 'object') {
    return [v3({ id: defaultId, lastUsed: 0, seed: state.seed, now: state.now, tables: state.tables })];
  }
  return null;
}
