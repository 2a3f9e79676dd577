import { authEndpoints } from '@contracts/auth';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Envelope } from '@contracts/core/envelope';
import { type PersonaKey, persona } from '@mocks/core/personas';
import { Wallet } from 'ethers';

export interface HttpCallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as the POST body instead of JSON.stringify(input). */
  rawBody?: string;
}

/** One endpoint over real HTTP, the way src/lib/api-client.ts calls it (tests, bench, scripts). */
export async function httpCall(
  baseUrl: string,
  endpoint: AnyEndpoint,
  input: Record<string, unknown>,
  opts: HttpCallOptions = {},
): Promise<{ status: number; body: Envelope<unknown> }> {
  const url = new URL(endpoint.path, baseUrl);
  const headers: Record<string, string> = { lang: 'en', accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  let body: string | undefined;
  if (endpoint.method === 'GET') {
    for (const [k, v] of Object.entries(input)) if (v !== undefined) url.searchParams.set(k, String(v));
  } else {
    headers['content-type'] = 'application/json';
    body = opts.rawBody ?? JSON.stringify(input);
  }
  const res = await fetch(url, { method: endpoint.method, headers, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as Envelope<unknown> };
}

/** The real sign-in over HTTP: challenge, personal_sign with the persona's key, login. */
export async function httpLogin(baseUrl: string, key: PersonaKey): Promise<string> {
  const p = persona(key);
  const c = await httpCall(baseUrl, authEndpoints.content, { address: p.address, inviteAddress: '' });
  const content = (c.body.data as { content?: string } | undefined)?.content;
  if (!content) throw new Error(`no challenge for ${key}: ${c.body.message}`);
  const signature = await new Wallet(p.privateKey).signMessage(content);
  const l = await httpCall(baseUrl, authEndpoints.login, { address: p.address, signature });
  const token = (l.body.data as { authorization?: string } | undefined)?.authorization;
  if (!token) throw new Error(`login of ${key} failed: ${l.body.code} ${l.body.message}`);
  return token;
}
