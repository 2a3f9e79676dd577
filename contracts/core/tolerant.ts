import { z } from 'zod';
import { Decimal } from './primitives';
import { TolerantDecimal } from './tolerant-decimal';

/**
 * Derives the client's tolerant reading of a response schema from the strict one (what the mock must
 * send). Only fields whose path is in `guaranteed` stay required; every other field may be omitted or
 * null (Jackson NON_NULL omits nulls, docs/backend/wire.md#nulls-omitted). Unknown keys are stripped, money may be a
 * string or a number, length limits (request rules) are not applied, and a free-text string may
 * arrive as JSON (docs/backend/wire.md#json-strings-reparsed: a string starting with `{`/`[` is re-emitted as an object
 * or array), in which case it is turned back into its JSON text. A numeric status enum accepts any integer (the UI words
 * unknown values neutrally). Formats (addresses, hashes) stay checked:
 * whatever the UI renders still goes through its sanitiser and navigation allow-list.
 *
 * Paths look like `data.data[].spu.goodsId`: `[]` stands for every element of an array.
 */
export interface TolerantOptions {
  /**
   * Whether free text may also arrive as JSON (docs/backend/wire.md#json-strings-reparsed). The OpenAPI document leaves
   * this out: it is a serialisation accident, not a form to generate, and JSON Schema fakers trip over the
   * any-object/any-array alternative.
   */
  jsonText?: boolean;
  /**
   * Whether a numeric status enum accepts any integer (default). The OpenAPI document keeps the
   * documented values (docs/backend/enums.md): the wire sends only those today, and an OpenAPI-driven mock
   * should generate statuses the screens can word, not ones that only exercise the "unknown" wording.
   */
  openEnums?: boolean;
}

function isNumberEnum(options: readonly z.ZodType[]): boolean {
  return options.every((o) => {
    const d = (o as unknown as { _zod: { def: { type: string; values?: unknown[] } } })._zod.def;
    return d.type === 'literal' && (d.values ?? []).every((v) => typeof v === 'number');
  });
}

export function tolerantOf(
  schema: z.ZodType,
  guaranteed: ReadonlySet<string>,
  path = 'data',
  opts: TolerantOptions = {},
): z.ZodType {
  if (schema === Decimal) return TolerantDecimal;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const out: Record<string, z.ZodType> = {};
      for (const [key, child] of Object.entries(shape)) {
        const childPath = `${path}.${key}`;
        const inner = tolerantOf(child, guaranteed, childPath, opts);
        out[key] = guaranteed.has(childPath) ? inner : optionalOrNull(inner, fallbackOf(child));
      }
      return z.object(out);
    }
    case 'array':
      return z.array(tolerantOf(def.element as z.ZodType, guaranteed, `${path}[]`, opts));
    case 'optional':
      return tolerantOf(def.innerType as z.ZodType, guaranteed, path, opts).optional();
    case 'nullable':
      return tolerantOf(def.innerType as z.ZodType, guaranteed, path, opts).nullable();
    case 'union':
      // A status enum (a union of number literals): a value the backend added later reads through as a
      // number, so the screen shows a neutral "unknown status" (and reports it) instead of losing the item.
      if (isNumberEnum(def.options as z.ZodType[])) return (opts.openEnums ?? true) ? z.number().int() : schema;
      return z.union((def.options as z.ZodType[]).map((o) => tolerantOf(o, guaranteed, path, opts)) as [z.ZodType]);
    case 'string':
      return tolerantString(schema as z.ZodString, opts.jsonText ?? true);
    case 'undefined':
      // A payload-less success that carries data anyway: nothing on screen reads it.
      return z.unknown().transform(() => undefined);
    default:
      return schema;
  }
}

/**
 * A missing text or list that the strict contract requires reads as `''` or `[]`, which every screen
 * renders safely; other missing values stay undefined (the screen shows its own fallback).
 */
function optionalOrNull(inner: z.ZodType, fallback: unknown): z.ZodType {
  return inner
    .nullable()
    .optional()
    .transform((v) => v ?? fallback);
}

function fallbackOf(strict: z.ZodType): unknown {
  const type = (strict as unknown as { _zod: { def: { type: string } } })._zod.def.type;
  if (type === 'array') return [];
  if (type === 'string' && strict !== Decimal) return '';
  return undefined;
}

const LENGTH_CHECKS = new Set(['min_length', 'max_length', 'length_equals']);

function tolerantString(schema: z.ZodString, jsonText: boolean): z.ZodType {
  const checks = (schema._zod.def.checks ?? []) as Array<{ _zod: { def: { check: string } } }>;
  const kept = checks.filter((c) => !LENGTH_CHECKS.has(c._zod.def.check));
  const base = kept.length === checks.length ? schema : schema.clone({ ...schema._zod.def, checks: kept as never });
  if (kept.length > 0 || !jsonText) return base; // a format (address, hash): JSON never matches it anyway
  return z.union([base, jsonTextForm()]);
}

// Free text sent as JSON, turned back into its text: one schema shared by every free-text field (zod schemas hold no
// state of a parse), built once instead of four schemas per field.
let jsonForm: z.ZodType | undefined;
function jsonTextForm(): z.ZodType {
  jsonForm ??= z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).transform(toJsonText);
  return jsonForm;
}

function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}
