import type { z } from 'zod';
import { pattern } from './read-response';

/**
 * Where a response's `data` differs from the strict contract, whatever the tolerant reader made of it: a
 * wrong scalar type (a price as a number), a value an enum does not list, a field the contract does not
 * have (zod strips those silently, so they are found by walking), and any other refusal. Proxy mode
 * compares this with the reader's own drift: what the reader dropped is data the app lost; the rest is
 * drift the app tolerated, which a staging backend shows long before the app breaks on it.
 */
export interface StrictIssue {
  /** Pattern path, `data.data[].spu.price`, as in Drift. */
  path: string;
  /** The concrete path in the envelope's `data`, for an example value. */
  at: Array<string | number>;
  kind: 'wrong_type' | 'unknown_enum_value' | 'extra_field' | string;
}

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  errors?: ZodIssueLike[][];
}

/** A union whose every branch failed only on its literal value: an enum that does not list the value. */
function enumMiss(issue: ZodIssueLike): boolean {
  if (issue.code === 'invalid_value') return true;
  return (
    issue.code === 'invalid_union' &&
    (issue.errors ?? []).length > 0 &&
    (issue.errors ?? []).every((branch) => branch.length === 1 && branch[0]?.code === 'invalid_value')
  );
}

function kindOf(issue: ZodIssueLike): string {
  if (issue.code === 'invalid_type') return 'wrong_type';
  if (enumMiss(issue)) return 'unknown_enum_value';
  return issue.code;
}

/** Fields present in `value` that the object schemas under `schema` do not declare. */
function extraFields(schema: unknown, value: unknown, at: Array<string | number>, out: StrictIssue[], depth = 0): void {
  if (depth > 40 || value === null || value === undefined) return;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return;
      const shape = def.shape as Record<string, unknown>;
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const here = [...at, key];
        if (key in shape) extraFields(shape[key], child, here, out, depth + 1);
        else out.push({ path: pattern(here), at: here, kind: 'extra_field' });
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          extraFields(def.element, v, [...at, i], out, depth + 1);
        });
      }
      return;
    case 'optional':
    case 'nullable':
      extraFields(def.innerType, value, at, out, depth + 1);
      return;
    case 'pipe':
      extraFields(def.in, value, at, out, depth + 1);
      return;
    case 'union': {
      // The branch that accepts the value (its own extra keys stripped), if one does.
      const branch = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      if (branch) extraFields(branch, value, at, out, depth + 1);
      return;
    }
    default:
      return;
  }
}

/** Every way `data` (an envelope's data) differs from `schema`, the strict contract. */
export function strictDrift(schema: z.ZodType, data: unknown): StrictIssue[] {
  const out: StrictIssue[] = [];
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues as unknown as ZodIssueLike[]) {
      const at = issue.path as Array<string | number>;
      out.push({ path: pattern(at), at, kind: kindOf(issue) });
    }
  }
  extraFields(schema, data, [], out);
  return out;
}
