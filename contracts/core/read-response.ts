import type { z } from 'zod';

/** One mismatch between a response and the strict contract. Never holds a value from the body. */
export interface Drift {
  /** Field path with array positions written `[]`, e.g. `data.data[].spu.price`. */
  path: string;
  /** Zod issue code (`invalid_type`, `invalid_union`, …) or `not_envelope`. */
  kind: string;
  /** What the reader did: dropped a list item, dropped a non-essential field, or gave up. */
  action: 'item-dropped' | 'field-dropped' | 'unusable';
}

export type ReadResult<T> =
  | { usable: true; code: 0; message: string; data: T; drift: Drift[] }
  | { usable: true; code: number; message: string; data: undefined; drift: Drift[] }
  | { usable: false; drift: Drift[] };

type Key = string | number;
const MAX_PASSES = 50;

/**
 * Reads a whole response body (envelope included) the way the app does: a non-zero `code` is usable
 * as an error answer; for code 0, `data` is parsed with the tolerant schema, and whatever fails is
 * repaired at the nearest point that can lose it: a non-guaranteed field is dropped (the screen shows
 * its fallback), else the enclosing array element is dropped (a list keeps its other items). Only a
 * failure that reaches a guaranteed field outside any list makes the body unusable.
 */
export function readBody<T>(body: unknown, data: z.ZodType, guaranteed: ReadonlySet<string>): ReadResult<T> {
  const env = body as { code?: unknown; message?: unknown; data?: unknown } | null;
  if (typeof env !== 'object' || env === null || Array.isArray(env) || !Number.isInteger(env.code)) {
    return { usable: false, drift: [{ path: '(root)', kind: 'not_envelope', action: 'unusable' }] };
  }
  const code = env.code as number;
  const message = typeof env.message === 'string' ? env.message : '';
  if (code !== 0) return { usable: true, code, message, data: undefined, drift: [] };
  if (env.data === undefined || env.data === null)
    return { usable: true, code: 0, message, data: undefined as T, drift: [] };

  let value: unknown = env.data;
  const drift: Drift[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const parsed = data.safeParse(value);
    if (parsed.success) return { usable: true, code: 0, message, data: parsed.data as T, drift };
    if (pass === 0) value = structuredClone(value);
    const repairs: Array<{ at: Key[]; action: Drift['action'] }> = [];
    for (const issue of parsed.error.issues) {
      const at = repairPoint(issue.path as Key[], guaranteed);
      const path = pattern(issue.path as Key[]);
      if (!at) return { usable: false, drift: [...drift, { path, kind: issue.code, action: 'unusable' }] };
      const action = typeof at.at(-1) === 'number' ? 'item-dropped' : 'field-dropped';
      repairs.push({ at, action });
      drift.push({ path, kind: issue.code, action });
    }
    value = applyRepairs(value, repairs);
  }
  return { usable: false, drift };
}

/** `['data', 3, 'spu', 'price']` -> `data.data[].spu.price` (paths are relative to the envelope). */
export function pattern(path: readonly Key[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[]` : `${acc}.${k}`), 'data');
}

/** The deepest prefix of `path` that may be removed: a non-guaranteed key or an array element. */
function repairPoint(path: readonly Key[], guaranteed: ReadonlySet<string>): Key[] | undefined {
  for (let end = path.length; end > 0; end--) {
    const prefix = path.slice(0, end);
    if (typeof prefix.at(-1) === 'number' || !guaranteed.has(pattern(prefix))) return prefix;
  }
  return undefined;
}

function applyRepairs(root: unknown, repairs: Array<{ at: Key[] }>): unknown {
  // Deeper and later positions first, so earlier array indices stay valid while splicing.
  const sorted = [...repairs].sort((a, b) => b.at.length - a.at.length || compareDesc(a.at, b.at));
  const seen = new Set<string>();
  for (const { at } of sorted) {
    const id = JSON.stringify(at);
    if (seen.has(id)) continue;
    seen.add(id);
    const parent = at.slice(0, -1).reduce<unknown>((node, k) => (node as Record<Key, unknown>)?.[k], root);
    const last = at.at(-1) as Key;
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<Key, unknown>)[last];
  }
  return root;
}

function compareDesc(a: Key[], b: Key[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x !== y) return typeof x === 'number' && typeof y === 'number' ? y - x : String(y).localeCompare(String(x));
  }
  return 0;
}
