import type { z } from 'zod';

const BUILT = Symbol('contracts.lazySchema.built');
const FORWARDED = [
  'set',
  'has',
  'defineProperty',
  'deleteProperty',
  'getOwnPropertyDescriptor',
  'ownKeys',
  'getPrototypeOf',
] as const;

/**
 * A schema built on its first use. Evaluating the contract modules built every schema of every domain
 * (~46 ms of a first load's main thread on a desktop, ~180 ms at a phone's speed) although a first screen reads
 * two or three endpoints.
 *
 * The returned object becomes the schema on first touch (any property read, `instanceof`, `in`…): `build()` runs
 * once, and its schema's own constructor then initialises the stand-in itself with the same definition (zod
 * schemas are made from their `def`; only the outer node is made twice, its parts are shared). So the stand-in
 * is a real schema, not a view of one: `z.infer<typeof X>`, `X.parse`, `z.array(X)`, `X.optional()`,
 * `instanceof z.ZodObject` (zod checks the traits under `_zod`), identity (`schema === Decimal`) and
 * `z.toJSONSchema` (which keys what it has seen by the schema object) behave as with an eagerly built schema.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): T {
  const target = {} as T;
  let state: 'lazy' | 'building' | 'built' = 'lazy';
  const become = () => {
    if (state !== 'lazy') return;
    state = 'building';
    let made: T;
    try {
      made = build();
    } catch (error) {
      state = 'lazy'; // the next touch tries again and throws the same error, rather than act as an empty object
      throw error;
    }
    const internals = made._zod as unknown as { constr: (this: unknown, def: unknown) => unknown; def: unknown };
    Object.setPrototypeOf(target, Object.getPrototypeOf(made));
    // `new`'s work on an object of ours: zod's constructors initialise `this` (core.$constructor).
    internals.constr.call(stand, internals.def);
    state = 'built';
  };
  // Every trap first makes the schema, then acts on it as on a plain object.
  const handler: Record<string, (...args: unknown[]) => unknown> = {};
  for (const trap of FORWARDED)
    handler[trap] = (...args) => {
      become();
      return (Reflect[trap] as (...a: unknown[]) => unknown)(...args);
    };
  handler.get = (t, key, receiver) => {
    if (key === BUILT) return state === 'built';
    become();
    return Reflect.get(t as object, key as PropertyKey, receiver);
  };
  const stand: T = new Proxy(target, handler as ProxyHandler<T>);
  return stand;
}

/** Whether a schema made by `lazySchema` has been built yet (for tests: a schema no one used stays unbuilt). */
export function isBuilt(schema: z.ZodType): boolean {
  return (schema as unknown as Record<symbol, boolean | undefined>)[BUILT] ?? true;
}
