import { goodsEndpoints } from '@contracts/goods';
import { expect, test } from './support/fixtures';

// One journey per mode (the projects of playwright.config.ts): the home page of the shop renders from
// the mock backend, the backend is healthy, and nothing logs an error (checked by the fixtures).
// Tagged @msw and @dev: the msw project (mock-ui build) and the dev-server project (`npm start`) run it too.
test('home page renders the goods feed from the mock backend', { tag: ['@msw', '@dev'] }, async ({ page, mock }) => {
  const feed = page.waitForResponse((r) => new URL(r.url()).pathname === goodsEndpoints.page.path);
  await page.goto('/');
  const envelope = (await (await feed).json()) as { code: number; data?: { data?: unknown[] } };
  expect(envelope.code).toBe(0);
  expect(envelope.data?.data?.length ?? 0).toBeGreaterThan(0);

  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();

  const health = await mock.health();
  expect(health.ok).toBe(true);
  expect(Object.values(health.tables).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
});
