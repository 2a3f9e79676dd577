import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodsEndpoints } from '@contracts/goods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningMockServer, startMockServer } from '../start';
import type { EndpointDrift } from './drift-log';

/**
 * Drift in two kinds over real HTTP: a staging backend (a second mock seen through a front that edits
 * goods.page) sends every price as a number, an unknown saleType and an extra field on the first item (all
 * of which the app's reader accepts), and a `type` the reader cannot take on the second item (the item is
 * dropped). /__mock/drift shows the first three as tolerated and the last as lost, each with an example.
 */
let backend: RunningMockServer;
let front: Server;
let proxy: RunningMockServer;

beforeAll(async () => {
  backend = await startMockServer({ openShops: true });
  front = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(`${backend.url}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json' },
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    let text = await answer.text();
    if (req.url?.startsWith(goodsEndpoints.page.path)) {
      const body = JSON.parse(text) as { data: { data: Array<{ spu: Record<string, unknown> }> } };
      for (const item of body.data.data) item.spu.price = Number(item.spu.price);
      const [first, second] = body.data.data;
      if (first) Object.assign(first.spu, { saleType: 7, promoBadge: 'NEW' });
      if (second) second.spu.type = 'mystery';
      text = JSON.stringify(body);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(text);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  proxy = await startMockServer({
    proxy: { backend: `http://127.0.0.1:${(front.address() as AddressInfo).port}`, timeoutMs: 5000 },
  });
});
afterAll(async () => {
  await proxy.close();
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await backend.close();
});

describe('drift in two kinds', () => {
  it('shows what the app tolerated and what it lost, with the endpoint, path, kind and an example', async () => {
    const res = await fetch(`${proxy.url}${goodsEndpoints.page.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page":1,"size":3}',
    });
    const live = (await res.json()) as { data: { data: Array<{ spu: { price: number } }> } };
    // The answer itself passes unchanged, and the reader keeps two of three items.
    expect(typeof live.data.data[0]?.spu.price).toBe('number');
    const read = goodsEndpoints.page.readResponse(live);
    expect(read.usable && read.data?.data).toHaveLength(2);

    const report = (await (await fetch(`${proxy.url}/__mock/drift`)).json()) as { endpoints: EndpointDrift[] };
    const goods = report.endpoints.find((e) => e.endpoint === 'goods.page');
    const price = String(live.data.data[0]?.spu.price);
    expect(goods?.tolerated).toEqual(
      expect.arrayContaining([
        { path: 'data.data[].spu.price', kind: 'wrong_type', example: price, count: 1 },
        { path: 'data.data[].spu.saleType', kind: 'unknown_enum_value', example: '7', count: 1 },
        { path: 'data.data[].spu.promoBadge', kind: 'extra_field', example: '"NEW"', count: 1 },
      ]),
    );
    expect(goods?.tolerated).toHaveLength(3);
    expect(goods?.drift).toEqual([
      {
        path: 'data.data[].spu.type',
        kind: 'invalid_type',
        action: 'item-dropped',
        example: '"mystery"',
        count: 1,
      },
    ]);
  });
});
