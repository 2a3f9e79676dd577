import type { AnyEndpoint, InputOf } from '@contracts/core/endpoint';
import type { Envelope } from '@contracts/core/envelope';
import { setupServer } from 'msw/node';
import { type ScenarioName, scenarioHandler } from './core/scenarios';
import { handlers } from './handlers';

/** msw/node server with every handler, for Vitest (see mocks/testing.ts for the per-test wiring). */
export const server = setupServer(...handlers);

/** Any origin works (handlers match `*\/api/...`); tests use this one. */
export const MOCK_ORIGIN = 'http://mall.test';

/** Force a scenario for the rest of the test (server.resetHandlers() in afterEach removes it). */
export function forceScenario(
  srv: { use: typeof server.use },
  name: ScenarioName,
  opts: { path?: string; count?: number } = {},
) {
  srv.use(scenarioHandler(name, opts));
}

export interface CallOptions {
  token?: string;
  lang?: 'zh' | 'en' | 'hk';
  headers?: Record<string, string>;
  /** Send this text as the POST body instead of JSON.stringify(input). */
  rawBody?: string;
}

/** Calls an endpoint the way src/lib/api-client.ts does (GET: query string, POST: JSON body). */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: InputOf<E> | Record<string, unknown>,
  opts: CallOptions = {},
): Promise<{ status: number; body: Envelope<unknown> }> {
  const url = new URL(endpoint.path, MOCK_ORIGIN);
  const headers: Record<string, string> = { lang: opts.lang ?? 'en', ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
      if (v !== undefined) url.searchParams.set(k, String(v));
    }
  } else {
    headers['content-type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(input);
  }
  const res = await fetch(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

export { resetDb } from './seed';
export { scenarioHandler };
/** Older name of forceScenario. */
export const useScenario = forceScenario;
