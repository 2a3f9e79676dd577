import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blindBoxesEndpoints } from '@contracts/blind-boxes';
import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { expect, test } from '@playwright/test';
import { type SpawnedMock, spawnMock } from '../server/testing/spawn-mock';
import { axe } from './support/axe';

// Proxy mode as QA runs it: the mock in front of a "staging" backend (here a second mock server in its own
// process, without the /rest services, as the real one may be, seen through a small front whose goods feed
// has drifted: prices as numbers, an unknown saleType, one item the app cannot read), with --fallback. The
// control page shows, per endpoint, what the backend answered, the drift the app lost and the drift it
// tolerated (with an example), and what the mock answered instead.
let backend: SpawnedMock;
let front: Server;
let proxy: SpawnedMock;

/** Staging's goods feed as it drifted from the contracts. */
function drifted(text: string): string {
  const body = JSON.parse(text) as { data: { data: Array<{ spu: Record<string, unknown> }> } };
  for (const item of body.data.data) item.spu.price = Number(item.spu.price);
  const [first, second] = body.data.data;
  if (first) first.spu.saleType = 7;
  if (second) second.spu.type = 'mystery';
  return JSON.stringify(body);
}

test.beforeAll(async () => {
  backend = await spawnMock(['--open-shops']);
  front = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(`${backend.url}${req.url}`, {
      method: req.method ?? 'GET',
      headers: { 'content-type': 'application/json', lang: 'en' },
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const text = await answer.text();
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(req.url?.startsWith(goodsEndpoints.page.path) ? drifted(text) : text);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const set = await fetch(`${backend.url}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"no-rest-services"}',
  });
  expect(set.status).toBe(200);
  proxy = await spawnMock(['--proxy', `http://127.0.0.1:${(front.address() as AddressInfo).port}`, '--fallback']);
});

test.afterAll(async () => {
  await proxy?.stop();
  front?.closeAllConnections();
  await new Promise((resolve) => front?.close(resolve));
  await backend?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${proxy.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify(body),
  });

test('the control page shows each endpoint the backend served, and those the mock answered instead', async ({
  page,
}) => {
  const feed = await post(goodsEndpoints.page.path, { page: 1, size: 5 });
  expect(((await feed.json()) as { code: number }).code).toBe(0);
  const banners = await fetch(`${proxy.url}${contentEndpoints.banners.path}`, { headers: { lang: 'en' } });
  expect(((await banners.json()) as { code: number }).code).toBe(0);
  const records = await post(blindBoxesEndpoints.openRecordPage.path, { goodsId: '1', page: 1, size: 10 });
  expect(records.headers.get('x-mock-fallback')).toBe('no-static-resource');

  await page.goto(`${proxy.url}/__mock/`);
  const drift = page.getByRole('region', { name: /后端偏差|Backend drift/ });
  await expect(drift).toBeVisible();
  await expect(drift).toContainText(`http://127.0.0.1:${(front.address() as AddressInfo).port}`);
  const goods = drift.getByRole('listitem').filter({ hasText: 'goods.page' }).first();
  const tolerated = goods.getByRole('listitem').filter({ hasText: /应用容忍了偏差|the app tolerated it/ });
  await expect(tolerated).toContainText('data.data[].spu.price: wrong_type');
  await expect(tolerated).toContainText(/data\.data\[\]\.spu\.saleType: unknown_enum_value ×1 · (例：|e\.g\. )7/);
  const lost = goods.getByRole('listitem').filter({ hasText: /应用丢失了数据|the app lost data/ });
  await expect(lost).toContainText(
    /data\.data\[\]\.spu\.type: invalid_type \(item-dropped\) ×1 · (例：|e\.g\. )"mystery"/,
  );
  await expect(drift.getByRole('listitem').filter({ hasText: 'content.banners' })).toContainText(
    /与契约一致|matches the contracts/,
  );
  await expect(drift.getByRole('listitem').filter({ hasText: 'blindBoxes.openRecordPage' })).toContainText(
    'no-static-resource',
  );
  expect(await axe(page)).toEqual([]);
});
