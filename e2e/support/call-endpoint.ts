import type { AnyEndpoint, DataOf, InputOf } from '@contracts/core/endpoint';
import type { Envelope } from '@contracts/core/envelope';
import type { Page } from '@playwright/test';
import type { Transport } from './transport';

/**
 * How e2e calls the API outside the app: by the endpoint's contract (contracts/), never by a written path, so a
 * journey's arrangement follows the contract when a path or method changes. Route interceptions and request
 * predicates go through endpoint-routes.ts.
 */

export type { Envelope };

/** One answer: the HTTP status and the envelope, `data` typed by the endpoint's (strict) contract. */
export interface Answer<E extends AnyEndpoint> {
  status: number;
  body: Envelope<DataOf<E>>;
}

interface Request {
  method: 'GET' | 'POST';
  /** The endpoint's path, with the input as the query string for a GET. */
  path: string;
  /** The JSON body of a POST. */
  body?: unknown;
}

/** The request as the app's client builds it (src/lib/api-client.ts): a GET's input in the query, a POST's as JSON. */
export function endpointRequest<E extends AnyEndpoint>(endpoint: E, input: InputOf<E>): Request {
  if (endpoint.method === 'POST') return { method: 'POST', path: endpoint.path, body: input ?? {} };
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) query.set(k, String(v));
  }
  const qs = query.toString();
  return { method: 'GET', path: qs ? `${endpoint.path}?${qs}` : endpoint.path };
}

/**
 * Calls the endpoint from the page, with the page's session (`mall_token`, as the app sends it), so it works in both
 * e2e modes (in msw only the page reaches the mock). A blank page first loads the app, whose origin the call needs.
 */
export async function askEndpoint<E extends AnyEndpoint>(
  page: Page,
  endpoint: E,
  input: InputOf<E>,
): Promise<Answer<E>> {
  if (page.url() === 'about:blank') await page.goto('/');
  const request = endpointRequest(endpoint, input);
  return page.evaluate(async ({ method, path, body }) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', lang: 'zh' };
    const token = localStorage.getItem('mall_token');
    if (token) headers.authorization = token;
    const res = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await res.json() };
  }, request) as Promise<Answer<E>>;
}

/** `data` of a code-0 answer from the page (see askEndpoint); any other code throws with the backend's message. */
export async function callEndpoint<E extends AnyEndpoint>(
  page: Page,
  endpoint: E,
  input: InputOf<E>,
): Promise<DataOf<E>> {
  const { body } = await askEndpoint(page, endpoint, input);
  if (body.code !== 0) throw new Error(`${endpoint.path}: ${body.code} ${body.message}`);
  return body.data as DataOf<E>;
}

/**
 * Calls the endpoint through the `backend` fixture (Node → the Express mock in prod-mock, the page → MSW in msw),
 * without a session: for arranging a test before its page has loaded anything.
 */
export async function askBackend<E extends AnyEndpoint>(
  backend: Transport,
  endpoint: E,
  input: InputOf<E>,
): Promise<Answer<E>> {
  const { method, path, body } = endpointRequest(endpoint, input);
  return backend.call<Envelope<DataOf<E>>>(method, path, body);
}
