import { z } from 'zod';
import { GUARANTEED } from '../guaranteed/index';
import { lazySchema } from './lazy-schema';
import { type ReadResult, readBody } from './read-response';
import { tolerantOf } from './tolerant';

/** Which backend generation an endpoint belongs to: their status numbers differ (DESIGN.md). */
export type Family = 'v' | 'rest';
export type Auth = 'required' | 'optional' | 'none';
export type Method = 'GET' | 'POST';

/**
 * Marker for endpoints whose success carries no `data` key at all (the real backend
 * serialises with NON_NULL, so "no payload" means the key is absent, not null).
 */
export const NoData = lazySchema(() => z.undefined());
export type NoDataSchema = typeof NoData;

export interface EndpointDef<
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** Stable id, `<domain>.<verb>`: used by tests, mocks and the OpenAPI operationId. */
  readonly id: string;
  readonly method: Method;
  /** Always starts with `/api`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly auth: Auth;
  readonly family: Family;
  /** GET: query-string fields; POST: JSON body. */
  readonly input: I;
  /** Extra request headers the endpoint requires (e.g. the offline-payment password). */
  readonly headers?: H;
  /** Schema of `data` in a code-0 envelope. `NoData` when the key is absent. */
  readonly data: D;
}

/** An endpoint as the registry holds it: its definition plus the client's tolerant reader. */
export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> extends EndpointDef<I, D, H> {
  /** Response fields the real backend always sends (contracts/guaranteed): the rest may be missing. */
  readonly guaranteed: ReadonlySet<string>;
  /** The tolerant reading of `data` (derived once, on first use): what the client accepts. */
  tolerant(): z.ZodType;
  /**
   * The one way to read a whole response body (envelope included), as the app does: tolerant of
   * what the real backend may send, with every dropped item or field listed in `drift`.
   */
  readResponse(body: unknown): ReadResult<z.output<D>>;
}

export type AnyEndpoint = Endpoint<z.ZodType, z.ZodType, z.ZodType | undefined>;
export type InputOf<E extends AnyEndpoint> = z.input<E['input']>;
export type ParsedInputOf<E extends AnyEndpoint> = z.output<E['input']>;
export type DataOf<E extends AnyEndpoint> = z.output<E['data']>;
export type HeadersOf<E extends AnyEndpoint> = E['headers'] extends z.ZodType ? z.input<E['headers']> : undefined;

/** A schema, or a function that builds it on first use (how `contracts/*.ts` write them: see core/lazy-schema.ts). */
type Deferred<S> = S | (() => S);
type DeferredDef<I, D, H> = Omit<EndpointDef, 'input' | 'data' | 'headers'> & {
  readonly input: Deferred<I>;
  readonly data: Deferred<D>;
  readonly headers?: Deferred<H>;
};

function deferred<S extends z.ZodType>(schema: Deferred<S>): S {
  return typeof schema === 'function' ? lazySchema(schema) : schema;
}

export function defineEndpoint<I extends z.ZodType, D extends z.ZodType, H extends z.ZodType | undefined = undefined>(
  spec: DeferredDef<I, D, H>,
): Endpoint<I, D, H> {
  if (!spec.path.startsWith('/api/')) throw new Error(`endpoint ${spec.id}: path must start with /api/`);
  // Schemas are built when first read (a screen reads few endpoints), not when the contract module loads.
  const { headers, ...rest } = spec;
  const def: EndpointDef<I, D, H> = {
    ...rest,
    input: deferred(spec.input),
    data: deferred(spec.data),
    ...(headers === undefined ? {} : { headers: deferred(headers as Deferred<z.ZodType>) as H }),
  };
  const guaranteed: ReadonlySet<string> = new Set(GUARANTEED[def.id] ?? []);
  let derived: z.ZodType | undefined; // built on first read: most pages touch few endpoints
  const tolerant = () => {
    derived ??= tolerantOf(def.data, guaranteed);
    return derived;
  };
  return Object.freeze({
    ...def,
    guaranteed,
    tolerant,
    readResponse: (body: unknown) => readBody<z.output<D>>(body, tolerant(), guaranteed),
  });
}
