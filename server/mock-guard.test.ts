import { request } from 'node:http';
import { goodsEndpoints } from '@contracts/goods';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, originAllowed, parseAllowedOrigins } from './mock-guard';
import { type RunningMockServer, startMockServer } from './start';

const JSON_TYPE = { 'content-type': 'application/json' };

describe('mock control guard over real HTTP', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ port: 0 });
  });
  // Its default shop is this worker's (the in-process mock's): the next file gets it without the scenario below.
  afterAll(async () => {
    await fetch(`${srv.url}/__mock/reset`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    await srv.close();
  });
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
  const self = 'http://127.0.0.1:8787';
  it.each([
    [undefined, self, true],
    ['http://localhost:6006', self, true],
    ['http://127.0.0.1:8787', self, true],
    ['http://[::1]:5173', self, true],
    ['http://192.168.1.20:8787', 'http://192.168.1.20:8787', true],
    // A host reached by name: the control page's own POSTs are same-origin under any name and port.
    ['http://qa-box:8787', 'http://qa-box:8787', true],
    ['http://qa-box', 'http://qa-box', true],
    ['http://qa-box:8788', 'http://qa-box:8787', false],
    ['https://qa-box:8787', 'http://qa-box:8787', false],
    ['https://evil.example', self, false],
    ['https://evil.example', 'http://qa-box:8787', false],
    ['http://192.168.1.20:8787', self, false],
    ['null', self, false],
    ['file://', self, false],
  ])('origin %s sent to %s → %s', (origin, to, allowed) => {
    expect(originAllowed({ origin, self: to })).toBe(allowed);
  });

  it('allows the origins of --allow-origin only', () => {
    const allow = parseAllowedOrigins(['https://qa.example:8443/']);
    expect(originAllowed({ origin: 'https://qa.example:8443', self: 'http://qa-box:8787', allow })).toBe(true);
    expect(originAllowed({ origin: 'https://qa.example', self: 'http://qa-box:8787', allow })).toBe(false);
    expect(() => parseAllowedOrigins(['qa.example'])).toThrow(/expected an origin/);
    expect(() => parseAllowedOrigins(['https://qa.example/app'])).toThrow(/no path/);
  });

  it('refuses a state-changing browser request that hides its Origin, but not a link or a tool', () => {
    expect(originAllowed({ origin: undefined, self, fetchSite: 'cross-site', method: 'POST' })).toBe(false);
    expect(originAllowed({ origin: undefined, self, fetchSite: 'same-origin', method: 'POST' })).toBe(true);
    expect(originAllowed({ origin: undefined, self, fetchSite: 'cross-site', method: 'GET' })).toBe(true);
    expect(originAllowed({ origin: undefined, self, method: 'DELETE' })).toBe(true);
  });
});

/** A raw request with a Host of our choosing (fetch may not set Host): the mock reached as `qa-box`. */
function rawPost(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers: { ...JSON_TYPE, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('mock control guard on a host reached by name', () => {
  let srv: RunningMockServer;
  beforeAll(async () => {
    srv = await startMockServer({ port: 0, allowOrigins: ['https://qa.example'], allowHosts: ['qa-box'] });
  });
  afterAll(() => srv.close());
  const host = () => `qa-box:${srv.port}`;

  it('lets the control page of http://qa-box:PORT reset its shop', async () => {
    const res = await rawPost(srv.url, '/__mock/reset', { host: host(), origin: `http://${host()}` });
    expect(res.status).toBe(200);
  });

  it('refuses a cross-site page with a 403 envelope naming its origin', async () => {
    const res = await rawPost(srv.url, '/__mock/reset', { host: host(), origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ code: 403, message: expect.stringContaining('https://evil.example') });
  });

  it('refuses the same name on another port, and allows an --allow-origin origin', async () => {
    expect((await rawPost(srv.url, '/__mock/reset', { host: host(), origin: 'http://qa-box:1' })).status).toBe(403);
    expect((await rawPost(srv.url, '/__mock/reset', { host: host(), origin: 'https://qa.example' })).status).toBe(200);
  });

  it('allows a tool (no Origin) and refuses a browser request without one', async () => {
    expect((await rawPost(srv.url, '/__mock/reset', { host: host() })).status).toBe(200);
    const hidden = await rawPost(srv.url, '/__mock/reset', { host: host(), 'sec-fetch-site': 'cross-site' });
    expect(hidden.status).toBe(403);
    expect(JSON.parse(hidden.body).message).toMatch(/without an Origin/);
  });
});
