import { RawEnvelope } from '@contracts/core/envelope';
import { endpoints } from '@contracts/index';
import { snapshot } from '@mocks/core/store';
import { badRequests } from '@mocks/testing/bad-input-arbitraries';
import { check } from '@mocks/testing/bad-input-check';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedMethods } from './allow';
import { httpLogin } from './http-client';
import { type RunningMockServer, startMockServer } from './start';

describe('bad input over real HTTP (Express adapter)', () => {
  let srv: RunningMockServer;
  let token = '';
  beforeAll(async () => {
    srv = await startMockServer();
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
      // A path served by both GET and POST (goods.favoriteState and the favourite toggle) has PUT as its wrong method.
      const allow = allowedMethods(e.path);
      const wrong = allow.includes('GET') && allow.includes('POST') ? 'PUT' : e.method === 'GET' ? 'POST' : 'GET';
      const res = await fetch(new URL(e.path, srv.url), { method: wrong });
      expect(res.status, e.id).toBe(405);
      expect(RawEnvelope.parse(await res.json()).code).toBe(405);
    }
    const res = await fetch(new URL('/api/v/no/such/thing', srv.url), { method: 'POST', body: '{' });
    expect(res.status).toBe(404);
    expect(RawEnvelope.parse(await res.json()).code).toBe(404);
  });
});
