/** Shared by the in-process property test and its over-HTTP sample in server/: build a bad request, send it, judge the answer. */
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { RawEnvelope } from '@contracts/core/envelope';
import { getResponse } from 'msw';
import { expect } from 'vitest';
import { queryObject } from '../core/validate';
import { handlers } from '../handlers';
import type { BadRequest } from './bad-input-arbitraries';

type Sent = { url: URL; init: RequestInit; raw: unknown; malformed: boolean };

function build(base: string, e: AnyEndpoint, req: BadRequest, token: string | null): Sent {
  const url = new URL(e.path, base);
  const headers: Record<string, string> = { lang: 'en', ...req.headers };
  if (token) headers.authorization = token;
  if (e.method === 'GET') {
    const value = req.body.kind === 'json' ? req.body.value : {};
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      url.searchParams.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    return { url, init: { method: 'GET', headers }, raw: queryObject(url), malformed: false };
  }
  headers['content-type'] = 'application/json';
  const text = req.body.kind === 'raw' ? req.body.text : JSON.stringify(req.body.value);
  let raw: unknown = {};
  let malformed = false;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    malformed = true;
  }
  return { url, init: { method: 'POST', headers, body: text }, raw, malformed };
}

/** Is this request bad by the contract itself (body or required headers)? */
function isBad(e: AnyEndpoint, sent: Sent, req: BadRequest): boolean {
  if (sent.malformed || !e.input.safeParse(sent.raw).success) return true;
  return Boolean(e.headers && !e.headers.safeParse(req.headers).success);
}

const STACK = /^\s*at\s|\.(?:ts|js|mjs):\d+|Error:|TypeError|ZodError/m;

export type Send = (url: URL, init: RequestInit) => Promise<Response>;

/** In process: the same handlers msw/node serves, asked directly (no fetch interception: 2× faster). */
export async function inProcess(url: URL, init: RequestInit): Promise<Response> {
  const res = await getResponse(handlers, new Request(url, init));
  if (!res) throw new Error(`no handler answered ${url.pathname}`);
  return res;
}

export async function check(
  base: string,
  e: AnyEndpoint,
  req: BadRequest,
  token: string,
  send: Send = fetch,
): Promise<void> {
  const probe = build(base, e, req, null);
  const bad = isBad(e, probe, req);
  // Bad input goes with a live session (validation must still come first); input the contract accepts
  // (only extra query fields on a GET) goes without one, so it cannot change anything either.
  const sent = bad ? build(base, e, req, token) : probe;
  const res = await send(sent.url, sent.init);
  expect([200, 404, 405], `HTTP ${res.status} for ${req.variant}`).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = RawEnvelope.parse(await res.json());
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message.length, 'the message must not echo a 100 kB value').toBeLessThan(2000);
  expect(body.message).not.toMatch(STACK);
  if (!bad) return;
  expect(body.code, `${req.variant}: ${body.message}`).not.toBe(0);
  expect(body.data).toBeUndefined();
  if (req.field && (req.variant === 'missing required' || req.variant === 'wrong type')) {
    expect(body.message, req.variant).toContain(req.field);
  }
}
