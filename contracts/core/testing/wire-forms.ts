import type { z } from 'zod';
import { Decimal } from '../primitives';

/**
 * The response forms docs/backend/wire.md documents, made from one strictly valid `data` value: the same
 * answer as the real backend may send it. Used by the per-endpoint sample tests (a body the mock
 * sends, rewritten each way, must read as usable with no drift).
 */
export type Form = 'omitted' | 'nulls' | 'extra-fields' | 'number-money' | 'empty-pages' | 'json-text' | 'empty-text';
export const FORMS: readonly Form[] = [
  'omitted',
  'nulls',
  'extra-fields',
  'number-money',
  'empty-pages',
  'json-text',
  'empty-text',
];

const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);

/** Free text: a string with no format check (a length limit is a request rule, not a format). */
function isFreeText(def: Def): boolean {
  const checks = (def.checks ?? []) as Array<{ _zod: { def: { check: string } } }>;
  return checks.every((c) => LENGTH_CHECKS.has(c._zod.def.check));
}

/**
 * Free text that starts with `{`/`[` and parses arrives as raw JSON (docs/backend/wire.md#json-strings-reparsed); empty
 * strings stay `""` (docs/backend/wire.md#empty-strings)
 * (a "required" text column may hold one).
 */
function rewriteText(form: Form, value: string): unknown {
  if (form === 'json-text') return { text: value, list: [1, 'two'] };
  if (form === 'empty-text') return '';
  return value;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

export function rewrite(form: Form, schema: z.ZodType, value: unknown, guaranteed: ReadonlySet<string>): unknown {
  return walk(form, schema, structuredClone(value), guaranteed, 'data');
}

function walk(form: Form, schema: z.ZodType, value: unknown, guaranteed: ReadonlySet<string>, path: string): unknown {
  if (value === undefined || value === null) return value;
  if (schema === Decimal) {
    // 1.2.1 says strings; a number is what a proxy or serialiser change would send. Only exact ones.
    return form === 'number-money' && String(Number(value)) === value ? Number(value) : value;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return walk(form, def.innerType as z.ZodType, value, guaranteed, path);
    case 'array': {
      const items = (value as unknown[]).map((v) => walk(form, def.element as z.ZodType, v, guaranteed, `${path}[]`));
      return items;
    }
    case 'object': {
      const obj = value as Record<string, unknown>;
      const shape = def.shape as Record<string, z.ZodType>;
      for (const [key, child] of Object.entries(shape)) {
        const childPath = `${path}.${key}`;
        if (!(key in obj)) continue;
        if (!guaranteed.has(childPath) && form === 'omitted') delete obj[key];
        else if (!guaranteed.has(childPath) && form === 'nulls') obj[key] = null;
        else obj[key] = walk(form, child, obj[key], guaranteed, childPath);
      }
      if (form === 'extra-fields') obj.addedByANewerBackend = { nested: [1, 'two'] };
      if (form === 'empty-pages' && 'hasNextPage' in shape && Array.isArray(obj.data)) {
        Object.assign(obj, {
          data: [],
          dataSize: 0,
          totalSize: 0,
          totalPage: 0,
          hasNextPage: false,
          hasPrePage: false,
        });
      }
      return obj;
    }
    case 'string':
      return typeof value === 'string' && isFreeText(def) ? rewriteText(form, value) : value;
    default:
      return value;
  }
}
