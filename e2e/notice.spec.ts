import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';

// Seeded rich text carries script payloads: the sanitiser's parse is reported under the CSP (nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

test('a notice whose HTML carries script, onerror and javascript: payloads renders without executing', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/broadcast');
  await expect(page.getByRole('link', { name: /含脚本的公告/ })).toBeVisible();
  await page.getByRole('link', { name: /含脚本的公告/ }).click();
  await expect(page).toHaveURL(/\/announcement\/\d+$/);
  const article = page.locator('article');
  await expect(article.getByText('带事件属性的段落')).toBeVisible();
  await expect(article.locator('script, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(0);
  await expect(article.locator('img[loading="lazy"]').first()).toBeAttached();
  await article.getByText('点我领取福利').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the broadcast feed loads more notices as it scrolls', async ({ page }) => {
  await page.goto('/broadcast');
  const items = page.locator('a[href^="/announcement/"]');
  await expect(items.first()).toBeVisible();
  await page.mouse.wheel(0, 5000);
  await expect.poll(async () => items.count()).toBeGreaterThan(10);
});
