import { Collection } from '@msw/data';
import type { z } from 'zod';
import { shopSlot } from './shop';

/**
 * Every mock table is an @msw/data Collection registered here by name, so reset, snapshots (for
 * "state unchanged" checks) and the optional state file see the whole shop without knowing domains.
 *
 * A table belongs to a shop (mocks/core/shop.ts): `defineTable` returns a stand-in that forwards every
 * call to the current shop's Collection of that name, so domains keep using one module-level table
 * while the Express mock serves many shops.
 */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds tables of every record shape
type AnyCollection = Collection<any>;
const schemas = new Map<string, z.ZodObject>();

const shopTables = shopSlot('tables', () => ({ byName: new Map<string, AnyCollection>(), clears: 0 }));

function tableOf(name: string): AnyCollection {
  const own = shopTables();
  let table = own.byName.get(name);
  if (!table) {
    table = new Collection({ schema: schemas.get(name) as z.ZodObject });
    own.byName.set(name, table);
  }
  return table;
}

export function defineTable<S extends z.ZodObject>(name: string, schema: S): Collection<S> {
  if (schemas.has(name)) throw new Error(`mock table "${name}" defined twice`);
  schemas.set(name, schema);
  // The target only lends its prototype, so `instanceof Collection` still holds for the stand-in.
  return new Proxy(Object.create(Collection.prototype) as Collection<S>, {
    get(target, prop) {
      // A test's spy (vi.spyOn(orders, 'create')) lands on the target: it must win over the shop's table.
      const own = Object.getOwnPropertyDescriptor(target, prop);
      if (own && own.value !== Reflect.get(Collection.prototype, prop)) return own.value;
      const table = tableOf(name);
      const value = Reflect.get(table, prop, table);
      return typeof value === 'function' ? value.bind(table) : value;
    },
  });
}

export function tableNames(): string[] {
  return [...schemas.keys()].sort();
}

export function clearAll(): void {
  for (const name of schemas.keys()) tableOf(name).clear();
  shopTables().clears++;
}

/** Changes whenever every table was emptied (reset, restore): lets a cache know its facts are stale. */
export function generation(): number {
  return shopTables().clears;
}

export type Snapshot = Record<string, unknown[]>;

/** A plain-JSON copy of every table of the current shop, in a stable order. */
export function snapshot(): Snapshot {
  const out: Snapshot = {};
  for (const name of tableNames()) out[name] = structuredClone(tableOf(name).all());
  return out;
}

export interface RestoreOptions {
  /**
   * Replace only the tables the snapshot holds and keep the others as they are (the state file seeds a
   * shop first: a table added since the file was written keeps its seeded rows instead of coming back empty).
   */
  onlyPresent?: boolean;
}

export async function restore(snap: Snapshot, opts: RestoreOptions = {}): Promise<void> {
  if (opts.onlyPresent) {
    for (const name of Object.keys(snap)) if (schemas.has(name)) tableOf(name).clear();
    shopTables().clears++;
  } else clearAll();
  for (const [name, rows] of Object.entries(snap)) {
    if (!schemas.has(name)) continue;
    const table = tableOf(name);
    for (const row of rows) await table.create(row as never);
  }
}

/** The first problems a check reports; a file off the schema usually repeats one change on every row. */
const MAX_PROBLEMS = 5;

/**
 * What today's tables would refuse in a saved snapshot (a file written before a `git pull` changed a
 * table), one line each naming the table, the row and the field, at most MAX_PROBLEMS plus a count of the
 * rest; empty when restore() would take it all. Tables that no longer exist are not problems: restore skips them.
 */
export function checkSnapshot(snap: unknown): string[] {
  if (typeof snap !== 'object' || snap === null || Array.isArray(snap)) return ['tables: expected an object'];
  const problems: string[] = [];
  let more = 0;
  for (const [name, rows] of Object.entries(snap)) {
    const schema = schemas.get(name);
    if (!schema) continue;
    if (!Array.isArray(rows)) {
      problems.push(`table "${name}": expected a list of rows`);
      continue;
    }
    rows.forEach((row, i) => {
      const parsed = schema.safeParse(row);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        if (problems.length >= MAX_PROBLEMS) {
          more++;
          continue;
        }
        const field = issue.path.length > 0 ? issue.path.join('.') : '(row)';
        problems.push(`table "${name}", row ${i + 1}: ${field}: ${issue.message}`);
      }
    });
  }
  if (more > 0) problems.push(`and ${more} more`);
  return problems;
}

/** Tables of a snapshot that today's mock no longer has (restore skips them; the state file says so). */
export function unknownTables(snap: Snapshot): string[] {
  return Object.keys(snap).filter((name) => !schemas.has(name));
}
