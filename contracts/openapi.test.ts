import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NoData } from './core/endpoint';
import { endpoints } from './index';
import { buildOpenApi } from './openapi';

type Json = Record<string, unknown>;

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), doc);
}

describe('generated OpenAPI document', () => {
  const doc = buildOpenApi();

  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    const validator = new Validator();
    const res = await validator.validate(structuredClone(doc));
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Dereferencing walks every $ref; an unresolvable one throws here.
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('has exactly one operation per registry endpoint, keyed by its id', () => {
    const ops: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, op] of Object.entries(item))
        ops.push(`${method.toUpperCase()} ${path} ${(op as Json).operationId}`);
    }
    const expected = endpoints.map((e) => `${e.method} ${e.path} ${e.id}`);
    expect(ops.sort()).toEqual(expected.sort());
  });

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThanOrEqual(endpoints.length);
    const broken = refs.filter((r) => pointer(doc, r) === undefined);
    expect(broken).toEqual([]);
    // The check itself catches a dangling ref.
    expect(pointer(doc, '#/components/schemas/nope')).toBeUndefined();
  });

  it('maps GET input to query parameters, POST input to a JSON body, headers to header parameters', () => {
    for (const e of endpoints) {
      const op = (doc.paths as Record<string, Json>)[e.path]?.[e.method.toLowerCase()] as Json;
      const params = (op.parameters ?? []) as Json[];
      if (e.method === 'POST') expect(op.requestBody, e.id).toBeDefined();
      else expect(op.requestBody, e.id).toBeUndefined();
      const query = params.filter((p) => p.in === 'query').map((p) => p.name);
      const fields = Object.keys(
        (z.toJSONSchema(e.input, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as Json,
      );
      expect(query.sort(), e.id).toEqual(e.method === 'GET' ? fields.sort() : []);
      const headerFields = e.headers
        ? Object.keys((z.toJSONSchema(e.headers, { io: 'input', unrepresentable: 'any' }).properties ?? {}) as Json)
        : [];
      expect(
        params
          .filter((p) => p.in === 'header')
          .map((p) => p.name)
          .sort(),
        e.id,
      ).toEqual(headerFields.sort());
      expect(op.tags).toEqual([e.id.split('.')[0]]);
    }
  });

  it('describes the success envelope with code fixed to 0, data only where the endpoint carries a payload', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    for (const e of endpoints) {
      const env = schemas[`${e.id}.response`] as Json;
      const props = env.properties as Json;
      expect(props.code, e.id).toEqual({ type: 'number', const: 0 });
      expect(env.required, e.id).toEqual(e.data === NoData ? ['code', 'message'] : ['code', 'message', 'data']);
      expect('data' in props, e.id).toBe(e.data !== NoData);
      const op = (doc.paths as Record<string, Json>)[e.path]?.[e.method.toLowerCase()] as Json;
      expect(Object.keys(op.responses as Json), e.id).toEqual(['200', 'default']);
    }
    expect(schemas.ErrorEnvelope).toMatchObject({ required: ['code', 'message'] });
  });

  it('describes the tolerant reading: non-guaranteed fields optional and nullable, money string or number', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const item = (((schemas['goods.page.response'] as Json).properties as Json).data as Json).properties as Json;
    const spu = ((((item.data as Json).items as Json).properties as Json).spu ?? {}) as Json;
    expect(spu.required).toEqual(expect.arrayContaining(['goodsId', 'price']));
    expect(spu.required).not.toContain('saleTime');
    expect(JSON.stringify((spu.properties as Json).price)).toMatch(/"type":"number"/);
  });

  it('keeps the documented values of a status: a generated answer carries a status the screens can word', () => {
    const schemas = (doc.components as Json).schemas as Record<string, Json>;
    const data = ((schemas['orders.detail.response'] as Json).properties as Json).data as Json;
    const status = (((data.properties as Json).info as Json).properties as Json).status as Json;
    expect((status.anyOf as Json[]).map((o) => o.const)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
