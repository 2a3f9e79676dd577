import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressesEndpoints } from '@contracts/addresses';
import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { goodsEndpoints } from '@contracts/goods';
import { persona } from '@mocks/core/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCall, httpLogin } from '../http-client';
import { MAX_BODY_BYTES } from '../mock-guard';
import { type RunningMockServer, startMockServer } from '../start';
import { type SpawnedMock, spawnMock } from '../testing/spawn-mock';
import type { EndpointDrift } from './drift-log';
import { loadExchanges } from './record';

/**
 * Proxy mode over real HTTP: the mock under test forwards /api to a backend that is a second mock server
 * (its own port, its own process state) seen through a small front that makes one answer drift, as a
 * staging server whose contract moved would. Dead, hanging and HTML-answering backends are real sockets too.
 */
const DRIFTED = 'DRIFTED-VALUE-MARKER';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A backend front: forwards to `target`, and breaks one field of every goods.page item (a drifted staging). */
function driftingFront(target: () => string): Server {
  return createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host') headers[k] = v;
    const answer = await fetch(`${target()}${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let text = await answer.text();
    if (req.url?.startsWith(goodsEndpoints.page.path)) {
      const body = JSON.parse(text) as { data: { data: Array<Record<string, unknown>> } };
      for (const item of body.data.data) (item.spu as Record<string, unknown>).type = DRIFTED;
      text = JSON.stringify(body);
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  });
}

describe('proxy mode against a second mock server', () => {
  let backend: RunningMockServer;
  let front: Server;
  let proxy: RunningMockServer;
  let recordDir: string;

  beforeAll(async () => {
    backend = await startMockServer({ openShops: true });
    front = driftingFront(() => backend.url);
    const frontUrl = await listen(front);
    recordDir = await mkdtemp(join(tmpdir(), 'mall-record-'));
    proxy = await startMockServer({ proxy: { backend: frontUrl, recordDir, timeoutMs: 5000 } });
  });
  afterAll(async () => {
    await proxy.close();
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await backend.close();
    await rm(recordDir, { recursive: true, force: true });
  });

  const drift = async () =>
    ((await (await fetch(`${proxy.url}/__mock/drift`)).json()) as { backend: string; endpoints: EndpointDrift[] })
      .endpoints;

  it('passes the token through, reports a drifting answer by path and kind only, and records every exchange', async () => {
    // Sign-in and an authenticated call through the proxy: the backend's session, the token passed through.
    const token = await httpLogin(proxy.url, 'normal');
    const list = await httpCall(proxy.url, addressesEndpoints.list, {}, { token });
    expect(list.body.code).toBe(0);
    const feed = await httpCall(proxy.url, goodsEndpoints.page, { page: 1, size: 5 });
    expect(JSON.stringify(feed.body)).toContain(DRIFTED); // the answer itself is passed on unchanged

    const report = await drift();
    const goods = report.find((e) => e.endpoint === 'goods.page');
    expect(goods?.drift).toContainEqual(
      expect.objectContaining({ path: 'data.data[].spu.type', kind: 'invalid_type', example: `"${DRIFTED}"` }),
    );
    expect(report.find((e) => e.endpoint === 'addresses.list')).toMatchObject({
      calls: 1,
      unusable: 0,
      drift: [],
      tolerated: [],
    });
    // Examples never show a credential or an address (the same placeholders as the recordings).
    expect(JSON.stringify(report)).not.toContain(token);
    expect(JSON.stringify(report).toLowerCase()).not.toContain(persona('normal').address.slice(2).toLowerCase());

    // The recording: one file per exchange, no token, address or signature left, loadable by a contract test.
    await expect.poll(async () => (await loadExchanges(recordDir)).length, { timeout: 3000 }).toBeGreaterThanOrEqual(4);
    const exchanges = await loadExchanges(recordDir);
    const raw = (await Promise.all(exchanges.map((e) => readFile(join(recordDir, e.file), 'utf8')))).join('\n');
    expect(raw).not.toContain(token);
    expect(raw.toLowerCase()).not.toContain(persona('normal').address.toLowerCase());
    expect(raw).not.toMatch(/"signature":\s*"0x(?!5{122})/);
    expect(exchanges.map((e) => e.endpoint)).toEqual(
      expect.arrayContaining(['auth.content', 'auth.login', 'addresses.list', 'goods.page']),
    );
    // Stable placeholders: the address asked for a challenge is the one that logs in.
    const content = exchanges.find((e) => e.endpoint === 'auth.content');
    const login = exchanges.find((e) => e.endpoint === 'auth.login');
    const asked = (content?.request.query.address ??
      (content?.request.body as { address?: string })?.address) as string;
    expect(asked).toMatch(/^0xa{32}[0-9a-f]{8}$/);
    expect((login?.request.body as { address?: string } | undefined)?.address).toBe(asked);
    // A contract test reads a recorded answer exactly as the live one: the same drift.
    const recorded = exchanges.find((e) => e.endpoint === 'goods.page');
    const read = goodsEndpoints.page.readResponse(recorded?.response.body);
    expect(read.drift.map((d) => d.path)).toContain('data.data[].spu.type');
    const addresses = exchanges.find((e) => e.endpoint === 'addresses.list');
    expect(addressesEndpoints.list.readResponse(addresses?.response.body)).toMatchObject({ usable: true, drift: [] });
  });
});

describe('proxy mode with a bad backend', () => {
  const sockets = new Set<Socket>();
  let hanging: Server;
  let html: Server;
  let hangingUrl: string;
  let htmlUrl: string;
  let deadUrl: string;
  const started: RunningMockServer[] = [];
  const stopLater: SpawnedMock[] = [];

  beforeAll(async () => {
    // Accepts, reads, never answers.
    hanging = createServer(() => undefined);
    hanging.on('connection', (s) => sockets.add(s));
    hangingUrl = await listen(hanging);
    html = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    htmlUrl = await listen(html);
    // A port that was just free: nothing listens there any more.
    const gone = createServer();
    deadUrl = await listen(gone);
    await new Promise((resolve) => gone.close(resolve));
  });
  afterAll(async () => {
    for (const s of started) await s.close();
    for (const s of stopLater) await s.stop();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => hanging.close(resolve));
    html.closeAllConnections();
    await new Promise((resolve) => html.close(resolve));
  });

  const proxyTo = async (backend: string, extra: { fallback?: boolean } = {}) => {
    const srv = await startMockServer({ proxy: { backend, timeoutMs: 300, ...extra } });
    started.push(srv);
    return srv;
  };
  const feed = (srv: RunningMockServer) =>
    fetch(`${srv.url}${goodsEndpoints.page.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":1,"size":1}',
    });

  it('answers a hanging backend with a 502 envelope naming it after the timeout, and keeps running', async () => {
    const srv = await proxyTo(hangingUrl);
    const res = await feed(srv);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      code: 502,
      message: `backend ${hangingUrl} did not answer within 300 ms: POST ${goodsEndpoints.page.path}`,
    });
    expect((await fetch(`${srv.url}/__mock/health`)).status).toBe(200);
  });

  it('refuses a body over 1 MB with 413 before it reaches the backend', async () => {
    // The backend here hangs: a forwarded request would end in a 502 after the timeout, not a 413.
    const srv = await proxyTo(hangingUrl);
    const res = await fetch(`${srv.url}${goodsEndpoints.page.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, pad: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413 });
  });

  it('answers an HTML page with a 502 envelope saying so', async () => {
    const srv = await proxyTo(htmlUrl);
    const res = await feed(srv);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toBe(
      `backend ${htmlUrl} answered 502 text/html, not a JSON envelope: POST ${goodsEndpoints.page.path}`,
    );
  });

  it('answers a dead backend with 502, or from the mock with --fallback, marked as such', async () => {
    const strict = await proxyTo(deadUrl);
    const refused = await feed(strict);
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toContain(
      `backend ${deadUrl} refused the connection`,
    );

    const lenient = await proxyTo(deadUrl, { fallback: true });
    const answered = await feed(lenient);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-mock-fallback')).toBe('connection-refused');
    expect(((await answered.json()) as { code: number }).code).toBe(0);
    const report = (await (await fetch(`${lenient.url}/__mock/drift`)).json()) as { endpoints: EndpointDrift[] };
    expect(report.endpoints).toContainEqual(
      expect.objectContaining({ endpoint: 'goods.page', fallback: { reason: 'connection-refused', count: 1 } }),
    );
  });

  it('falls back on "No static resource" (code 1) from a backend without the rest services', async () => {
    // A backend in a process of its own: in this process, its default shop would be the proxy's too.
    const backend = await spawnMock([]);
    stopLater.push(backend);
    const set = await fetch(`${backend.url}/__mock/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"no-rest-services"}',
    });
    expect(set.status).toBe(200);
    const srv = await proxyTo(backend.url, { fallback: true });
    // Positive control: the backend itself answers code 1 "No static resource" for this path.
    const direct = await httpCall(backend.url, blindBoxesEndpoints.openRecordPage, { goodsId: '1', page: 1, size: 10 });
    expect(direct.body).toMatchObject({ code: 1, message: expect.stringMatching(/^No static resource/) });
    const res = await fetch(`${srv.url}${blindBoxesEndpoints.openRecordPage.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"goodsId":"1","page":1,"size":10}',
    });
    expect(res.headers.get('x-mock-fallback')).toBe('no-static-resource');
    expect(((await res.json()) as { code: number }).code).toBe(0);
    const report = (await (await fetch(`${srv.url}/__mock/drift`)).json()) as { endpoints: EndpointDrift[] };
    expect(report.endpoints).toContainEqual(
      expect.objectContaining({
        endpoint: blindBoxesEndpoints.openRecordPage.id,
        fallback: { reason: 'no-static-resource', count: 1 },
      }),
    );
    // The bound of a test that starts a whole server process (tsx, msw, faker, ethers): over 20 s on a loaded
    // machine, as the other spawning tests allow.
  }, 90_000);
});
