import type { AnyEndpoint } from '@contracts/core/endpoint';
import { RawEnvelope } from '@contracts/core/envelope';
import { endpoints } from '@contracts/index';
import { type RunningMockServer, startMockServer } from '@server/start';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadRequest, badRequests } from './bad-input-arbitraries';
import { queryObject } from './core/validate';
import { snapshot } from './db/store';
import { handlers } from './handlers';
import { MOCK_ORIGIN } from './node';
import { loginAs, setupMockServer } from './testing';

/** In-process runs per endpoint (msw/node); a few more go over real HTTP at the end. */
const RUNS = 200;
/** A full store.snapshot() comparison every this many runs (it costs ~4 ms); the rest compare table sizes and a write counter. */
const SNAPSHOT_EVERY = 25;

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

type Send = (url: URL, init: RequestInit) => Promise<Response>;

/** In process: the same handlers msw/node serves, asked directly (no fetch interception: 2× faster). */
async function inProcess(url: URL, init: RequestInit): Promise<Response> {
  const res = await getResponse(handlers, new Request(url, init));
  if (!res) throw new Error(`no handler answered ${url.pathname}`);
  return res;
}

async function check(base: string, e: AnyEndpoint, req: BadRequest, token: string, send: Send = fetch): Promise<void> {
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

describe('bad input for every endpoint (msw/node, in process)', () => {
  setupMockServer();
  let token = '';
  beforeAll(async () => {
    token = await loginAs('normal');
  });

  for (const e of endpoints) {
    it(`${e.id}: ${RUNS} bad requests get a clear envelope error and change nothing`, async () => {
      token = await loginAs('normal');
      const before = JSON.stringify(snapshot());
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(badRequests(e), async (req) => {
          runs++;
          await check(MOCK_ORIGIN, e, req, token, inProcess);
          if (runs % SNAPSHOT_EVERY === 0)
            expect(JSON.stringify(snapshot()) === before, `state changed (${req.variant})`).toBe(true);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(runs).toBeGreaterThanOrEqual(RUNS);
      expect(JSON.stringify(snapshot()) === before, 'store.snapshot() changed').toBe(true);
    }, 60_000);
  }
});

describe('bad input over real HTTP (Express adapter)', () => {
  let srv: RunningMockServer;
  let token = '';
  beforeAll(async () => {
    srv = await startMockServer();
    const { httpLogin } = await import('@server/http-client');
    token = await httpLogin(srv.url, 'normal');
  });
  afterAll(() => srv.close());

  const posts = endpoints.filter((e) => e.method === 'POST');
  it(`POST endpoints: bad bodies over HTTP get the same envelope errors`, async () => {
    const before = JSON.stringify(snapshot());
    const arb = fc.constantFrom(...posts).chain((e) => badRequests(e).map((req) => ({ e, req })));
    await fc.assert(
      fc.asyncProperty(arb, async ({ e, req }) => check(srv.url, e, req, token)),
      { numRuns: 60, endOnFailure: true },
    );
    expect(JSON.stringify(snapshot()) === before).toBe(true);
  });

  it('answers the wrong method with 405 and an unknown path with 404, as JSON envelopes', async () => {
    for (const e of endpoints) {
      const res = await fetch(new URL(e.path, srv.url), { method: e.method === 'GET' ? 'POST' : 'GET' });
      expect(res.status, e.id).toBe(405);
      expect(RawEnvelope.parse(await res.json()).code).toBe(405);
    }
    const res = await fetch(new URL('/api/v/no/such/thing', srv.url), { method: 'POST', body: '{' });
    expect(res.status).toBe(404);
    expect(RawEnvelope.parse(await res.json()).code).toBe(404);
  });
});
