import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodsEndpoints } from '@contracts/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafePath } from '../path-guard';
import { rawRequest } from '../raw-request';
import { type RunningMockServer, startMockServer } from '../start';
import type { EndpointDrift } from './drift-log';

/**
 * What proxy mode forwards, over real HTTP with raw paths (fetch would resolve them first): `/api/**` and
 * nothing else. The backend is a second mock seen through a front that logs every path it is asked for,
 * and answers HTTP 404 for goods.page, as a staging server without that route would (the --fallback case).
 */
let backend: RunningMockServer;
let front: Server;
let frontUrl = '';
const asked: string[] = [];
const proxies: RunningMockServer[] = [];

beforeAll(async () => {
  backend = await startMockServer({ openShops: true });
  front = createServer(async (req, res) => {
    asked.push(`${req.method} ${req.url}`);
    if (req.url?.startsWith(goodsEndpoints.page.path)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"timestamp":"2026-11-22T10:00:00.000+00:00","status":404,"error":"Not Found"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(`${backend.url}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const p of proxies) await p.close();
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await backend.close();
});

const proxyTo = async (fallback: boolean) => {
  const p = await startMockServer({ proxy: { backend: frontUrl, fallback, timeoutMs: 5000 } });
  proxies.push(p);
  return p;
};

describe('proxy mode forwards /api/** only', () => {
  it('refuses dot segments, escaped dots and slashes and backslashes, and forwards none of them', async () => {
    const proxy = await proxyTo(false);
    const tries: Array<[string, string, string?]> = [
      ['GET', '/api/../__mock/shops'],
      ['POST', '/api/%2e%2e/__mock/scenario', '{"name":"server-error"}'],
      ['POST', '/api/%2E%2E/__mock/reset', '{}'],
      ['GET', '/api/.%2e/__mock/shops'],
      ['GET', '/api/..%2f__mock/shops'],
      ['GET', '/api/..\\__mock/shops'],
      ['GET', '/api/%5c..%5c__mock/shops'],
      ['GET', '/api/v/goods/../../../__mock/drift'],
      ['GET', '/api/./v/user/info'],
      ['GET', '/api/v/user/info/..'],
    ];
    asked.length = 0;
    for (const [method, path, body] of tries) {
      const res = await rawRequest(proxy.url, { method, path, ...(body ? { body } : {}) });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.json).toMatchObject({ code: 400, message: expect.stringContaining('not served') });
    }
    expect(asked).toEqual([]);
    // Staging's default shop was not switched to an error.
    expect(
      ((await (await fetch(`${backend.url}/__mock/health`)).json()) as { scenarios: unknown[] }).scenarios,
    ).toEqual([]);

    // Positive control: a plain /api path is forwarded as written, query and all.
    const ok = await rawRequest(proxy.url, { path: '/api/v/goods/detail?goodsId=1' });
    expect(ok.status).toBe(200);
    expect(asked).toEqual(['GET /api/v/goods/detail?goodsId=1']);
  });

  it('refuses the same paths in mock mode, where they reached /__mock past its guard', async () => {
    const mock = await startMockServer({});
    proxies.push(mock);
    const res = await rawRequest(mock.url, {
      method: 'POST',
      path: '/api/%2e%2e/__mock/scenario',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{"name":"server-error"}',
    });
    expect(res.status).toBe(400);
    expect(((await (await fetch(`${mock.url}/__mock/health`)).json()) as { scenarios: unknown[] }).scenarios).toEqual(
      [],
    );
  });

  it('reads a raw path as a browser never sends it', () => {
    expect(unsafePath('/api/v/goods/page?q=../x')).toBe(false);
    expect(unsafePath('/assets/index-Ab.12.js')).toBe(false);
    expect(unsafePath('/search/%E4%B8%AD%252e')).toBe(false);
    expect(unsafePath('/a/..')).toBe(true);
    expect(unsafePath('/a/%2E/b')).toBe(true);
  });
});

describe('--fallback on HTTP 404', () => {
  const feed = (proxy: RunningMockServer) =>
    fetch(`${proxy.url}${goodsEndpoints.page.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":1,"size":2}',
    });

  it('answers from the mock what the backend answers 404, marked; without --fallback the 404 comes through', async () => {
    const strict = await proxyTo(false);
    const passed = await feed(strict);
    expect(passed.status).toBe(404);
    expect(passed.headers.get('x-mock-fallback')).toBeNull();

    const lenient = await proxyTo(true);
    const answered = await feed(lenient);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-mock-fallback')).toBe('http-404');
    expect(((await answered.json()) as { code: number; data: { data: unknown[] } }).data.data).toHaveLength(2);
    const report = (await (await fetch(`${lenient.url}/__mock/drift`)).json()) as { endpoints: EndpointDrift[] };
    expect(report.endpoints).toContainEqual(
      expect.objectContaining({ endpoint: 'goods.page', fallback: { reason: 'http-404', count: 1 } }),
    );
  });
});
