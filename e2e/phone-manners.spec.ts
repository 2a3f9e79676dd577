import type { Locator, Page } from '@playwright/test';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';

/** Apple's and Android's guidance: nothing a thumb must hit is smaller than 44 CSS px. */
const MIN_TAP = 44;

/** Every box of the locator that is smaller than MIN_TAP in either direction, named for the report. */
async function smallTargets(page: Page, what: string, targets: Locator): Promise<string[]> {
  await expect(targets.first()).toBeVisible();
  const small: string[] = [];
  for (const [i, target] of (await targets.all()).entries()) {
    const box = await target.boundingBox();
    if (!box) continue;
    if (box.height < MIN_TAP || box.width < MIN_TAP)
      small.push(
        `${page.url().replace(/^https?:\/\/[^/]+/, '')} ${what}[${i}] ${box.width.toFixed(0)}×${box.height.toFixed(0)}`,
      );
  }
  return small;
}

/** True when an inline style or a stylesheet rule that applies to the element pads it for the home indicator. */
function honoursSafeArea(bar: Locator): Promise<boolean> {
  return bar.evaluate((el) => {
    if (el.getAttribute('style')?.includes('safe-area-inset-bottom')) return true;
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSStyleRule) || !rule.cssText.includes('safe-area-inset-bottom')) continue;
        if (el.matches(rule.selectorText)) return true;
      }
    }
    return false;
  });
}

/** A goods detail with an SKU on sale picked, so its buy bar reads 立即购买 (as the shopping journey does). */
async function openGoods(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('link', { name: '星际旅人潮玩手办' }).first().click();
  await page.getByText('烈焰红', { exact: true }).click();
  await page.getByText('标准版', { exact: true }).click();
  const buy = page.getByRole('button', { name: '立即购买' });
  await expect(buy).toBeVisible();
  return buy;
}

// The goods opened below (星际旅人潮玩手办) carries the seeded hostile description: Chromium logs the inline
// handler the sanitiser parsed (support/csp-reports.ts; nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

test.describe('manners on a phone', () => {
  test('viewport covers the notch area and the main buttons and tabs are at least 44 px', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('viewport-fit=cover');
    const small = await smallTargets(page, 'login button', page.getByRole('button', { name: '连接钱包登录' }));

    await loginAs('normal');
    await page.goto('/');
    small.push(...(await smallTargets(page, 'tab', page.getByRole('navigation').getByRole('link'))));

    const buyBar = (await openGoods(page)).locator('..');
    small.push(...(await smallTargets(page, 'back', page.getByRole('banner').getByRole('button').first())));
    small.push(...(await smallTargets(page, 'buy bar button', buyBar.getByRole('button'))));

    await page.goto('/orders');
    small.push(...(await smallTargets(page, 'tab', page.getByRole('tab'))));
    const card = page.getByRole('article').first();
    small.push(...(await smallTargets(page, 'order card button', card.getByRole('button'))));
    expect(small).toEqual([]);
  });

  test('bottom bars keep clear of the home indicator (safe-area inset)', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    expect(await honoursSafeArea(page.getByRole('navigation'))).toBe(true);

    await loginAs('normal');
    const buy = await openGoods(page);
    expect(await honoursSafeArea(buy.locator('..'))).toBe(true);
    await buy.click();
    const submit = page.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeVisible();
    expect(await honoursSafeArea(submit.locator('..'))).toBe(true);
  });

  test('images below the fold load lazily and hold their place while they do', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await loginAs('normal');
    const pages = {
      '/': 'a[href^="/goods/"]',
      '/orders': 'article',
      '/orders?kind=delivery': 'a[href^="/withdraw-detail/"]',
    };
    for (const [path, item] of Object.entries(pages)) {
      await page.goto(path);
      // A full first page, so that some of it lies below the fold: the 8th item, past the 6 rows a list renders with
      // its answer (FIRST_ROWS in src/components/list/PagedList.tsx), which on one core stayed above it for a while.
      await expect(page.locator(item).nth(7)).toBeAttached({ timeout: 30_000 });
      const report = await page.evaluate(() => {
        const fold = window.innerHeight;
        const eager: string[] = [];
        const flat: string[] = [];
        for (const img of Array.from(document.querySelectorAll('img'))) {
          // Slides of a carousel out of view and kept-alive pages are not laid out at all.
          if (!img.checkVisibility()) continue;
          const r = img.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) flat.push(img.outerHTML.slice(0, 80));
          else if (r.top > fold && img.loading !== 'lazy' && img.getAttribute('src'))
            eager.push(img.outerHTML.slice(0, 80));
        }
        // antd-mobile's lazy Image renders a sized placeholder and no src until it is scrolled into view.
        for (const box of Array.from(document.querySelectorAll<HTMLElement>('.adm-image'))) {
          if (!box.checkVisibility()) continue;
          const r = box.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) flat.push(box.outerHTML.slice(0, 80));
        }
        // Pictures laid out below the fold (an <img>, or antd-mobile's placeholder before it has one).
        const pictures = [...Array.from(document.images), ...Array.from(document.querySelectorAll('.adm-image'))];
        const below = pictures.filter((el) => el.checkVisibility() && el.getBoundingClientRect().top > fold).length;
        return { eager, flat, below };
      });
      // Without pictures below the fold the two checks below would pass on any page.
      expect(report.below, `${path}: pictures below the fold`).toBeGreaterThan(0);
      expect(report.eager, `${path}: images below the fold fetched at once`).toEqual([]);
      expect(report.flat, `${path}: images with no placeholder size`).toEqual([]);
    }
  });
});
