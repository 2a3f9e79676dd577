import { z } from 'zod';
import type { AnyEndpoint } from './core/endpoint';
import { NoData } from './core/endpoint';
import { tolerantOf } from './core/tolerant';
import { endpoints } from './index';

type Json = Record<string, unknown>;

/**
 * Success bodies have `code` fixed to 0, so a mock driven by this document (Prism) answers what the
 * client reads as success. Business errors (also HTTP 200 on the real backend) are the `default`
 * response: one shared ErrorEnvelope with a non-zero code and no data (docs/backend/wire.md#envelope).
 */
const SuccessCode = z.literal(0);
const BareSuccess = z.object({ code: SuccessCode, message: z.string() });
const ERROR_ENVELOPE: Json = {
  type: 'object',
  properties: { code: { type: 'integer', not: { const: 0 } }, message: { type: 'string' } },
  required: ['code', 'message'],
  description: 'A business error: HTTP 200 on the real backend, code per the error catalogue, no data key',
};

/**
 * One schema as JSON Schema 2020-12. Its local `$defs` (cycles, shared parts) are hoisted into the
 * document's components under `<name>.<def>` and their `#/$defs/...` refs rewritten, because a $ref
 * inside an OpenAPI component resolves against the document root, not the component.
 */
function toComponent(schema: z.ZodType, name: string, io: 'input' | 'output', components: Json): Json {
  // Responses are described by their tolerant reading, as the wire may carry them: its `input` side.
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${name}.${v.slice('#/$defs/'.length)}`
          : rewrite(v);
    }
    return out;
  };
  for (const [def, body] of Object.entries(defs)) components[`${name}.${def}`] = rewrite(body);
  return rewrite(json) as Json;
}

/** Object-schema properties → OpenAPI parameters (GET query strings and required headers). */
function parameters(schema: z.ZodType, where: 'query' | 'header', name: string, components: Json): Json[] {
  const json = toComponent(schema, name, 'input', components);
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([key, s]) => ({
    name: key,
    in: where,
    required: required.has(key),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }));
}

function operation(e: AnyEndpoint, components: Json): Json {
  const params: Json[] = [];
  const op: Json = {
    operationId: e.id,
    summary: e.summary,
    tags: [e.id.split('.')[0]],
    'x-family': e.family,
    security: e.auth === 'required' ? [{ token: [] }] : e.auth === 'optional' ? [{}, { token: [] }] : [],
  };
  if (e.method === 'GET') params.push(...parameters(e.input, 'query', `${e.id}.query`, components));
  else {
    components[`${e.id}.body`] = toComponent(e.input, `${e.id}.body`, 'input', components);
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.id}.body` } } },
    };
  }
  if (e.headers) params.push(...parameters(e.headers, 'header', `${e.id}.headers`, components));
  if (params.length > 0) op.parameters = params;
  // `data` is required here though a find-one success may omit it ("nothing found", NON_NULL): a
  // generated answer should exercise the screen with data.
  const envelope =
    e.data === NoData
      ? BareSuccess
      : BareSuccess.extend({
          data: tolerantOf(e.data, e.guaranteed, 'data', { jsonText: false, openEnums: false }).nonoptional(),
        });
  components[`${e.id}.response`] = toComponent(envelope, `${e.id}.response`, 'input', components);
  op.responses = {
    '200': {
      description: 'Success: code 0, with data where the endpoint has a payload (read tolerantly by the client)',
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${e.id}.response` } } },
    },
    default: {
      description: 'Business error (sent with HTTP 200 by the real backend): non-zero code and a message',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    },
  };
  return op;
}

/** The OpenAPI 3.1 document of the registry: generated, never written by hand. */
export function buildOpenApi(list: readonly AnyEndpoint[] = endpoints): Json {
  const schemas: Json = { ErrorEnvelope: ERROR_ENVELOPE };
  const paths: Record<string, Json> = {};
  for (const e of list) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(e, schemas) };
  }
  const tags = [...new Set(list.map((e) => e.id.split('.')[0] as string))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Collectibles mall API (mocked)',
      version: '0.1.0',
      description:
        'Generated from contracts/ (zod). Every answer is the envelope {code, message, data?}; code 0 is success. ' +
        'Responses describe what the client accepts (the tolerant reading): fields the backend does not guarantee ' +
        'may be missing or null, money may be a decimal string or a number. Free text that the backend re-emits ' +
        'as JSON (a string starting with { or [) is also accepted by the client, but not described here.',
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'authorization', description: 'The raw login token (no Bearer)' },
      },
    },
  };
}
