import { Collection } from '@msw/data';
import type { z } from 'zod';

/**
 * Every mock table is an @msw/data Collection registered here by name, so reset, snapshots (for
 * "state unchanged" checks) and the optional state file see the whole shop without knowing domains.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds tables of every record shape
type AnyCollection = Collection<any>;
const tables = new Map<string, AnyCollection>();

export function defineTable<S extends z.ZodObject>(name: string, schema: S): Collection<S> {
  if (tables.has(name)) throw new Error(`mock table "${name}" defined twice`);
  const table = new Collection({ schema });
  tables.set(name, table);
  return table;
}

export function tableNames(): string[] {
  return [...tables.keys()].sort();
}

let clears = 0;

export function clearAll(): void {
  for (const table of tables.values()) table.clear();
  clears++;
}

/** Changes whenever every table was emptied (reset, restore): lets a cache know its facts are stale. */
export function generation(): number {
  return clears;
}

export type Snapshot = Record<string, unknown[]>;

/** A plain-JSON copy of every table, in a stable order. */
export function snapshot(): Snapshot {
  const out: Snapshot = {};
  for (const name of tableNames()) out[name] = structuredClone((tables.get(name) as AnyCollection).all());
  return out;
}

export async function restore(snap: Snapshot): Promise<void> {
  clearAll();
  for (const [name, rows] of Object.entries(snap)) {
    const table = tables.get(name);
    if (!table) continue;
    for (const row of rows) await table.create(row as never);
  }
}
