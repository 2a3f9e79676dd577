import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The home page's first screen renders without antd-mobile (issue 30): its search box, banner, notice line,
 * goods cards and the feed's infinite-scroll footer are plain elements, and antd-mobile (with react-spring and
 * use-gesture) loads after the first paint for what is interactive. Proved by holding back every JavaScript
 * file that carries antd-mobile (its class prefix `adm-`, in every component's code) and looking at the page.
 */
async function holdAntd(page: Page): Promise<string[]> {
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("'adm-") || body.includes('`adm-') || body.includes('"adm-')) {
      held.push(new URL(route.request().url()).pathname);
      return; // never answered: antd-mobile does not arrive
    }
    await route.fulfill({ response, body });
  });
  return held;
}

test('home: the whole first screen renders while antd-mobile is held back', async ({ page, axe }) => {
  const held = await holdAntd(page);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: '搜索商品、商户地址或编号' })).toBeVisible();
  await expect(page.locator('[aria-label="banners"] img').first()).toBeVisible();
  await expect(page.getByTestId('notice-strip')).toBeVisible();
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  await expect(page.locator('a[href^="/goods/"]').first()).toBeVisible();
  await expect(page.getByTestId('scan-button').or(page.getByRole('button', { name: '扫一扫' }))).toBeVisible();
  // The page asked for antd-mobile after its first paint (the scan flow, the setup), and it never came.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await axe()).toEqual([]);
});

test('control: the login screen, which renders antd-mobile, waits for it', async ({ page }) => {
  const held = await holdAntd(page);
  await page.goto('/login');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
});
