import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type SpawnedMock, spawnMock } from '../server/testing/spawn-mock';
import { axe } from './support/axe';

// A QA host started on a state directory that holds a file it cannot restore (here: cut off mid-text, as a
// full disk leaves it). The host starts anyway, keeps the file aside, says so in its log, and the control
// page names the kept file and the reason, so the QA lead knows a tester's shop needs attention.
let dir: string;
let server: SpawnedMock;

test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mall-qa-state-'));
  await mkdir(join(dir, 'state'));
  await writeFile(join(dir, 'state', 'shop-ana01.json'), '{"version":4,"id":"ana01","tab');
  server = await spawnMock(['--state', join(dir, 'state')]);
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('the control page names a shop file the host could not restore, and why', async ({ page }) => {
  expect(server.output()).toMatch(
    /shop-ana01\.json set aside as .*set-aside\/shop-ana01\.\d{8}T\d{6}Z\.json: not JSON/,
  );
  await page.goto(`${server.url}/__mock/`);
  const region = page.getByRole('region', { name: /已搁置的状态文件|State files set aside/ });
  await expect(region).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await expect(region.getByRole('listitem')).toContainText(/set-aside\/shop-ana01\..*\.json: not JSON/);
  expect(await axe(page)).toEqual([]);
});
