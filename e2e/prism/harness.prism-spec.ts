import { goodsEndpoints } from '@contracts/goods';
import { expect, test } from '@playwright/test';
import { bend, DRIFT_URL, settled, watch } from '../support/prism';

/**
 * The harness checks itself: the route run passes only if no `unusable` drift beacon arrives, which
 * proves nothing unless beacons do arrive. Here Prism's own answers are bent the way a drifting backend
 * might send them, and the beacons must reach the collector (and the page behave as issue 12 asks).
 */
const ID = '2026010100000001';

test('a feed item the client cannot read is dropped, the others shown, and its beacon collected', async ({
  page,
  baseURL,
}) => {
  // The collector is on another origin: the beacon below passed the build's connect-src.
  expect(new URL(DRIFT_URL).origin).not.toBe(new URL(baseURL ?? '').origin);
  const w = await watch(page);
  await bend(
    page,
    goodsEndpoints.page,
    (data) => {
      const items = data.data as Array<{ spu: Record<string, unknown> }>;
      delete items[0]?.spu.price;
    },
    true,
  );
  await page.goto('/');
  await settled(page);
  await expect(page.getByText(/网络错误|加载失败/)).toHaveCount(0);
  // The seeded answer has several items: the others are on screen.
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  await expect
    .poll(() => w.reports.filter((r) => r.endpoint === 'goods.page').map((r) => `${r.path} ${r.action}`))
    .toEqual(['data.data[].spu.price item-dropped']);
  expect(w.uncaught).toEqual([]);
});

test('a detail missing its price shows the error state, and the refusal is collected', async ({ page }) => {
  const w = await watch(page);
  await bend(page, goodsEndpoints.detail, (data) => {
    delete (data.spu as Record<string, unknown>).price;
  });
  await page.goto(`/goods/${ID}`);
  await settled(page);
  await expect(page.getByText('加载失败')).toBeVisible();
  await expect
    .poll(() => w.reports.filter((r) => r.endpoint === 'goods.detail').map((r) => `${r.path} ${r.action}`))
    .toEqual(['data.spu.price unusable']);
  expect(w.uncaught).toEqual([]);
});
