import { expect, test } from '@playwright/test';
import { type SpawnedMock, spawnMock } from '../server/spawn-kit';
import { axe } from './support/axe';

// Proxy mode as QA runs it: the mock in front of a "staging" backend (here a second mock server in its own
// process, without the /rest services, as the real one may be), with --fallback. The control page shows, per
// endpoint, what the backend answered and what the mock answered instead.
let backend: SpawnedMock;
let proxy: SpawnedMock;

test.beforeAll(async () => {
  backend = await spawnMock(['--open-shops']);
  const set = await fetch(`${backend.url}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"name":"no-rest-services"}',
  });
  expect(set.status).toBe(200);
  proxy = await spawnMock(['--proxy', backend.url, '--fallback']);
});

test.afterAll(async () => {
  await proxy?.stop();
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
  const feed = await post('/api/v/goods/page', { page: 1, size: 5 });
  expect(((await feed.json()) as { code: number }).code).toBe(0);
  const records = await post('/api/rest/goods/mystery-box/open-record/page', { goodsId: '1', page: 1, size: 10 });
  expect(records.headers.get('x-mock-fallback')).toBe('no-static-resource');

  await page.goto(`${proxy.url}/__mock/`);
  const drift = page.getByRole('region', { name: /后端偏差|Backend drift/ });
  await expect(drift).toBeVisible();
  await expect(drift).toContainText(backend.url);
  await expect(drift.getByRole('listitem').filter({ hasText: 'goods.page' })).toContainText(
    /与契约一致|matches the contracts/,
  );
  await expect(drift.getByRole('listitem').filter({ hasText: 'blindBoxes.openRecordPage' })).toContainText(
    'no-static-resource',
  );
  expect(await axe(page)).toEqual([]);
});
