import type { AnyEndpoint } from '@contracts/core/endpoint';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of bad requests, generated from each contract's JSON Schema (zod 4 has no
 * zod-fast-check): wrong types, missing required fields, extra fields, 100 kB strings, nested junk,
 * non-object bodies and malformed JSON. A variant may still be valid (e.g. a GET query that only adds
 * fields); the test asks the contract itself which ones are bad.
 */
type Schema = Record<string, unknown>;
export type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };
export interface BadRequest {
  variant: string;
  /** The top-level field the variant broke, if one: the error message must name it. */
  field?: string;
  body: Body;
  headers: Record<string, string>;
}

/** POST bodies carry 100 kB strings; a GET query stays at 8 kB, the request-line limit of real HTTP servers (Node: 431 above 16 kB). */
export const HUGE = 100_000;
export const HUGE_QUERY = 8_000;
const junk = fc.jsonValue({ maxDepth: 4 });
const deepJunk = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.string(), tie('arr'), tie('obj')),
  arr: fc.array(tie('node'), { maxLength: 3 }),
  obj: fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 3 }),
})).node;
const hugeOf = (n: number) => fc.constantFrom('x', '汉', '<', '\\').map((c) => c.repeat(n));

export function jsonSchemaOf(schema: z.ZodType): Schema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;
}

/** A value the field would plausibly accept, so a single defect elsewhere is what makes it bad. */
function plausible(s: Schema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.anyOf)) return fc.oneof(...(s.anyOf as Schema[]).map(plausible));
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  switch (s.type) {
    case 'string': {
      if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern));
      const min = Number(s.minLength ?? 0);
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(Number(s.maxLength ?? 24), 24)) });
    }
    case 'integer':
    case 'number': {
      const lo = Math.max(
        Number(s.minimum ?? -1000),
        s.exclusiveMinimum === undefined ? -1000 : Number(s.exclusiveMinimum) + 1,
      );
      const hi = Math.min(Number(s.maximum ?? 1000), 1000);
      return fc.integer({ min: Math.min(lo, hi), max: hi });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible((s.items ?? {}) as Schema), { maxLength: 3 });
    case 'object':
      return objectOf(s);
    default:
      return junk;
  }
}

function objectOf(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  const required = (s.required ?? []) as string[];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = plausible(v);
  return fc.record(model, { requiredKeys: required });
}

/** A value of some other JSON type than the field declares. */
function wrongType(s: Schema): fc.Arbitrary<unknown> {
  const t = s.type;
  const notString = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    fc.object({ maxDepth: 1 }),
  );
  const notNumber = fc.oneof(
    fc.string().filter((x) => Number.isNaN(Number(x))),
    fc.constant(1.5),
    fc.boolean(),
    fc.constant(null),
    fc.object({ maxDepth: 1 }),
  );
  if (t === 'string') return notString;
  if (t === 'integer' || t === 'number') return notNumber;
  if (t === 'object' || t === 'array') return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
  return fc.oneof(fc.constant(987654321), fc.string({ minLength: 1 }), fc.constant(null), fc.object({ maxDepth: 1 }));
}

const malformed = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,', 'nul', "{'page':1}", '{"a":1}}', '\u0000', '{"a":"\\x"}', '<html>'),
  fc.string({ minLength: 1 }).filter((t) => {
    if (t.trim() === '') return false;
    try {
      JSON.parse(t);
      return false;
    } catch {
      return true;
    }
  }),
);

/** Every kind of bad request for one endpoint (POST-only kinds left out for GET). */
export function badRequests(endpoint: AnyEndpoint): fc.Arbitrary<BadRequest> {
  const schema = jsonSchemaOf(endpoint.input);
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const keys = Object.keys(props);
  const required = (schema.required ?? []) as string[];
  const base = objectOf(schema);
  const huge = hugeOf(endpoint.method === 'GET' ? HUGE_QUERY : HUGE);
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in props) && !k.startsWith('__')),
    junk,
    { minKeys: 1, maxKeys: 4 },
  );
  const headerKeys = endpoint.headers ? Object.keys((jsonSchemaOf(endpoint.headers).properties ?? {}) as object) : [];
  const headers = endpoint.headers
    ? fc.oneof(
        fc.constant({}),
        fc.record(Object.fromEntries(headerKeys.map((k) => [k, fc.constant('')]))),
        headersOf(headerKeys),
      )
    : fc.constant({});
  const json = (value: unknown) => ({ kind: 'json', value }) as Body;
  const kinds: Array<fc.Arbitrary<Omit<BadRequest, 'headers'>>> = [
    fc.tuple(base, extra).map(([b, x]) => ({ variant: 'extra fields', body: json({ ...b, ...x }) })),
    fc.tuple(extra).map(([x]) => ({ variant: 'only unknown fields', body: json(x) })),
  ];
  if (keys.length > 0) {
    const field = fc.constantFrom(...keys);
    kinds.push(
      fc
        .tuple(base, field)
        .chain(([b, f]) =>
          wrongType(props[f] as Schema).map((v) => ({ variant: 'wrong type', field: f, body: json({ ...b, [f]: v }) })),
        ),
      fc
        .tuple(base, field, huge)
        .map(([b, f, h]) => ({ variant: 'huge string', field: f, body: json({ ...b, [f]: h }) })),
      fc
        .tuple(base, field, deepJunk)
        .map(([b, f, j]) => ({ variant: 'nested junk', field: f, body: json({ ...b, [f]: j }) })),
      fc.tuple(base, field, extra).chain(([b, f, x]) =>
        wrongType(props[f] as Schema).map((v) => ({
          variant: 'wrong type + extra',
          field: f,
          body: json({ ...x, ...b, [f]: v }),
        })),
      ),
    );
  }
  if (required.length > 0) {
    kinds.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([b, f]) => {
        const { [f]: _gone, ...rest } = b;
        return { variant: 'missing required', field: f, body: json(rest) };
      }),
    );
  }
  if (endpoint.method === 'POST') {
    kinds.push(
      fc
        .oneof(
          fc.array(junk, { maxLength: 3 }),
          fc.string(),
          fc.integer(),
          fc.constant(null),
          fc.boolean(),
          deepJunk.filter(Array.isArray),
        )
        .map((v) => ({ variant: 'not an object', body: json(v) })),
      malformed.map((text) => ({ variant: 'malformed JSON', body: { kind: 'raw', text } as Body })),
      huge.map((h) => ({ variant: 'huge body', body: { kind: 'raw', text: `{"x":"${h}` } as Body })),
    );
  }
  return fc.tuple(fc.oneof(...kinds), headers).map(([req, h]) => ({ ...req, headers: h as Record<string, string> }));
}

function headersOf(keys: string[]): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      keys.map((k) => [k, fc.string({ minLength: 1, maxLength: 12 }).filter((v) => /^[\x21-\x7e]+$/.test(v))]),
    ),
  );
}
