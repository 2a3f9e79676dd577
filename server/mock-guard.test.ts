import { goodsEndpoints } from '@contracts/goods';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, originAllowed } from './mock-guard';
import { type RunningMockServer, startMockServer } from './start';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('mock control guard over real HTTP', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ port: 0 });
  });
  afterAll(() => srv.close());
  // A state to lose: a scenario that only a successful reset would clear.
  beforeEach(async () => {
    await fetch(`${srv.url}/__mock/reset`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    await fetch(`${srv.url}/__mock/scenario`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ name: 'slow', path: '/api/nowhere' }),
    });
  });
  const scenarios = async () =>
    ((await (await fetch(`${srv.url}/__mock/health`)).json()) as { scenarios: unknown[] }).scenarios;

  it('refuses a form post (what any web page can send) with 415 JSON and keeps the shop', async () => {
    const res = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4041' },
      body: 'seed=9',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 415, message: expect.stringMatching(/application\/json/) });
    expect(await scenarios()).toHaveLength(1);
  });

  it('refuses a JSON post from another site with 403 JSON and keeps the shop', async () => {
    const res = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: { ...JSON_TYPE, origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 403 });
    expect(await scenarios()).toHaveLength(1);
  });

  it('refuses a body-less post without a JSON type (a no-cors fetch)', async () => {
    const res = await fetch(`${srv.url}/__mock/reset`, { method: 'POST' });
    expect(res.status).toBe(415);
    expect(await scenarios()).toHaveLength(1);
  });

  it('answers 413 JSON to a body over 1 MB on any route and changes nothing', async () => {
    const big = JSON.stringify({ seed: 3, pad: 'x'.repeat(MAX_BODY_BYTES) });
    const control = await fetch(`${srv.url}/__mock/reset`, { method: 'POST', headers: JSON_TYPE, body: big });
    expect(control.status).toBe(413);
    expect(await control.json()).toMatchObject({ code: 413 });
    const api = await fetch(`${srv.url}${goodsEndpoints.page.path}`, { method: 'POST', headers: JSON_TYPE, body: big });
    expect(api.status).toBe(413);
    expect(await scenarios()).toHaveLength(1);
  });

  it('counts a chunked body that declares no length', async () => {
    const chunk = new TextEncoder().encode(`{"pad":"${'y'.repeat(256 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (sent++ < 6) ctl.enqueue(chunk);
        else ctl.close();
      },
    });
    const res = await fetch(`${srv.url}/__mock/reset`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await scenarios()).toHaveLength(1);
  });

  it('still serves the tools: JSON without an Origin, and the health GET', async () => {
    const res = await fetch(`${srv.url}/__mock/reset`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    expect(res.status).toBe(200);
    expect(await scenarios()).toHaveLength(0);
  });
});

describe('originAllowed', () => {
  it.each([
    [undefined, '127.0.0.1:8787', true],
    ['http://localhost:6006', '127.0.0.1:8787', true],
    ['http://127.0.0.1:8787', '127.0.0.1:8787', true],
    ['http://[::1]:5173', '127.0.0.1:8787', true],
    ['http://192.168.1.20:8787', '192.168.1.20:8787', true],
    // DNS rebinding: the attacker's name resolves to the mock, so Host matches, but the name is not ours.
    ['http://evil.example:8787', 'evil.example:8787', false],
    ['https://evil.example', '127.0.0.1:8787', false],
    ['http://192.168.1.20:8787', '127.0.0.1:8787', false],
    ['null', '127.0.0.1:8787', false],
    ['file://', '127.0.0.1:8787', false],
  ])('origin %s with host %s → %s', (origin, host, allowed) => {
    expect(originAllowed(origin, host)).toBe(allowed);
  });
});
