import { contentEndpoints } from '@contracts/content';
import { goodsEndpoints } from '@contracts/goods';
import { noticesEndpoints } from '@contracts/notices';
import type { Page } from '@playwright/test';
import { drawPhoto } from '../scripts/bench/lighthouse/stand-in-photos';
import { askEndpoint } from './support/call-endpoint';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { endpointPattern } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';

const PHOTO = drawPhoto(750, 750, 30);

/**
 * index.html paints the first screen's largest image from its own early read, before the app's code runs, and the
 * app takes that very element over (src/lib/early-fetch-paint.ts): one largest-contentful-paint candidate for
 * the picture, no layout shift. The observers are installed before the page's first script.
 */
declare global {
  interface Window {
    __lcp: { url: string; size: number }[];
    __lcpElements: (Element | null)[];
    __shift: number;
  }
}

function observe() {
  window.__lcp = [];
  window.__lcpElements = [];
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      url: string;
      size: number;
      element: Element | null;
    })[]) {
      window.__lcp.push({ url: e.url, size: e.size });
      window.__lcpElements.push(e.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) window.__shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** An init script: `css` in the page's <head> as soon as there is one, before the shell paints (the controls'). */
function styleBeforePaint(css: string) {
  new MutationObserver((_, observer) => {
    if (!document.head) return;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Positive control: the shell paints the picture smaller than the app's box, so moving it makes it grow. */
const SHRINK_SHELL_PICTURE = '.boot-lcp-banner, .boot-lcp-cover { height: 40px !important; width: 40px !important; }';

/** The app's largest picture, once it is the element index.html painted and it has loaded. */
async function takenOver(page: Page): Promise<string> {
  const img = page.locator('#root img[data-prepaint]');
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // Nothing left in the shell: the app did not render a second <img> beside a leftover one.
  await expect(page.locator('.boot img')).toHaveCount(0);
  return img.evaluate((el: HTMLImageElement) => el.src);
}

async function candidatesFor(page: Page, src: string) {
  // The browser reports a candidate after the frame that painted it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const lcp = await page.evaluate(() => window.__lcp);
  // The last candidate is the very element the app now shows (painted in the shell, then moved).
  const lastIsTaken = await page.evaluate(
    () => window.__lcpElements.at(-1) === document.querySelector('#root img[data-prepaint]'),
  );
  return { all: lcp, picture: lcp.filter((e) => e.url === src), lastIsTaken };
}

async function firstGoodsId(page: Page): Promise<string> {
  const { body } = await askEndpoint(page, goodsEndpoints.page, { page: 1, size: 1 });
  return String(body.data?.data[0]?.spu.goodsId);
}

test.describe('the largest paint does not wait for the app', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(observe);
    // Photographs, as a shop sends: Chromium does not count the mock's ~1 KiB SVGs as a largest paint at the
    // cover's size (too few bits per pixel), so the cover would never be a candidate at all.
    await page.route('**/mock-img/**', (route) =>
      route.fulfill({ contentType: 'image/jpeg', body: PHOTO, headers: { 'cache-control': 'no-store' } }),
    );
  });

  test('home: the first banner is painted by the HTML and taken over, one LCP candidate, no shift', async ({
    page,
  }) => {
    await page.goto('/');
    const src = await takenOver(page);
    const { all, picture, lastIsTaken } = await candidatesFor(page, src);
    expect(picture).toHaveLength(1);
    expect(all.at(-1)?.url).toBe(src);
    expect(lastIsTaken).toBe(true);
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
  });

  test('home: a banner list answered after the app rendered is painted into its pending slot, then taken over', async ({
    page,
  }) => {
    // The list is held until the app shows its pending banner: the HTML's answer now arrives after the app rendered.
    const banners = await holdRequests(page, endpointPattern(contentEndpoints.banners));
    await page.goto('/');
    await expect(page.locator('#root [data-prepaint-slot="banner"]')).toBeVisible();
    banners.release();
    const src = await takenOver(page);
    const { all, picture, lastIsTaken } = await candidatesFor(page, src);
    expect(picture).toHaveLength(1);
    expect(all.at(-1)?.url).toBe(src);
    expect(lastIsTaken).toBe(true);
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
  });

  test('home: a notice list answered after the feed rendered takes its reserved line, moving nothing', async ({
    page,
  }) => {
    // A slow network's order (seen once under load): banners and the feed first, the notice strip's answer last.
    const notices = await holdRequests(page, endpointPattern(noticesEndpoints.page));
    await page.goto('/');
    await expect(page.getByRole('link', { name: /敦煌飞天数字藏品/ })).toBeVisible();
    notices.release();
    await expect(page.getByTestId('notice-strip')).toBeVisible();
    await takenOver(page);
    // The browser reports a shift after the frame that made it.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
  });

  test('goods page: the cover is painted by the HTML and taken over, one LCP candidate, no shift', async ({ page }) => {
    await page.goto('/orders');
    const id = await firstGoodsId(page);
    await page.goto(`/goods/${id}`);
    const src = await takenOver(page);
    const { all, picture, lastIsTaken } = await candidatesFor(page, src);
    expect(picture).toHaveLength(1);
    expect(all.at(-1)?.url).toBe(src);
    expect(lastIsTaken).toBe(true);
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
  });

  test('control: a shell picture smaller than the app box shows as a second candidate', async ({ page }) => {
    await page.addInitScript(styleBeforePaint, SHRINK_SHELL_PICTURE);
    // The home page's chunk waits until the shell has painted the picture, small: the app could otherwise take the
    // element over before its first paint, which would then be at the app's size only.
    await page.route(/\/assets\/(?:page-)?HomePage-[\w-]+\.js$/, async (route) => {
      await expect
        .poll(() => page.evaluate(() => window.__lcp.some((e) => e.url.includes('/mock-img/banner/'))))
        .toBe(true);
      await route.continue();
    });
    await page.goto('/');
    const src = await takenOver(page);
    const { picture } = await candidatesFor(page, src);
    // The same element, repainted larger in the app's box: the observer sees it, so the tests above would too.
    expect(picture.length).toBeGreaterThanOrEqual(2);
  });
});

/** The entry's own file, as the production build names it: held, nothing of the app runs. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** The static shell's intro line (index.html's `.boot-login`), the login screen's largest text. */
const SHELL_INTRO = '.boot-login-body p:not([class])';
const INTRO = '使用钱包签名登录，签名不会消耗 Gas 费用';

/** Whether the latest largest-paint candidate is in the static shell (`.boot`), as the browser reported it. */
async function lastCandidateInShell(page: Page): Promise<boolean | null> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const last = window.__lcpElements.at(-1);
    return last ? last.closest('.boot') !== null : null;
  });
}

/** Positive control: the shell's intro smaller than the app's, so the app's line is a larger, later candidate. */
const SHRINK_SHELL_INTRO = `${SHELL_INTRO} { font-size: 9px !important; }`;

/**
 * Opens /orders without a session with the entry held until the shell's intro has been reported as a candidate
 * (the slow phone's order: the HTML paints long before the files arrive), then lets the app render its login screen.
 * Returns the boxes of the shell's intro and of the app's.
 */
async function loginIntroBoxes(page: Page) {
  const entry = await holdRequests(page, ENTRY);
  await page.goto('/orders', { waitUntil: 'commit' });
  const shell = page.locator(SHELL_INTRO);
  await expect(shell).toBeVisible();
  await expect.poll(() => lastCandidateInShell(page)).toBe(true);
  const before = await shell.boundingBox();
  entry.release();
  const app = page.locator('#root').getByText(INTRO);
  await expect(app).toBeVisible();
  await expect(shell).toBeHidden();
  return { before, after: await app.boundingBox() };
}

test.describe("the login screen's words do not wait for the app", () => {
  test.beforeEach(async ({ page }) => page.addInitScript(observe));
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test("an anonymous order link: the shell shows the screen's words, in the shopper's language, before the app", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('mall_lang', 'en'));
    const entry = await holdRequests(page, ENTRY);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.getByText('Log in by signing with your wallet; signing costs no gas')).toBeVisible();
    await expect(page.getByText(INTRO)).toBeHidden();
    // Not the home page's skeleton, which a signed-in visit keeps (below).
    await expect(page.locator('.boot-bar')).toBeHidden();
    entry.release();
    await expect(page.getByRole('button', { name: 'Log in with wallet' })).toBeVisible();
  });

  test('control: a signed-in visit keeps the skeleton', async ({ page, loginAs }) => {
    await loginAs('normal');
    await holdRequests(page, ENTRY);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.locator('.boot-bar')).toBeVisible();
    await expect(page.locator('.boot-login')).toBeHidden();
  });

  test("the app's intro lands in the shell's box: the shell's line stays the largest paint, nothing shifts", async ({
    page,
  }) => {
    const { before, after } = await loginIntroBoxes(page);
    expect(after).toEqual(before);
    expect(await lastCandidateInShell(page)).toBe(true);
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
  });

  test("control: a shell line smaller than the app's shows the app's as a later candidate", async ({ page }) => {
    await page.addInitScript(styleBeforePaint, SHRINK_SHELL_INTRO);
    const { before, after } = await loginIntroBoxes(page);
    expect(after?.height).toBeGreaterThan(before?.height ?? Number.POSITIVE_INFINITY);
    expect(await lastCandidateInShell(page)).toBe(false);
  });
});

test.describe('the shell paints before any file of the app arrives', () => {
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  // index.html links no stylesheet: the entry's rules are in the page (scripts/build/entry-styles-inline.ts). A linked
  // one holds the first paint until it has arrived (this test failed on a build that linked the entry's two).
  for (const path of ['/', '/orders'])
    test(`${path}: with every /assets/ file held, the static shell has painted`, async ({ page }) => {
      const files = await holdRequests(page, '**/assets/**');
      await page.goto(path, { waitUntil: 'commit' });
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), {
          message: "the shell's first contentful paint",
        })
        .toBe(1);
      expect(files.passed, 'no file of the app has been answered').toBe(0);
      files.release();
      await expect(page.locator('#root')).not.toBeEmpty();
    });
});

/** The script files the page requests, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}
/** The orders page's chunks as the production build names them: its lazy import's and its first-page group's. */
const ORDERS_CHUNK = /\/(?:page-)?OrdersPage-[\w-]+\.js$/;

test.describe('a page that needs a session', () => {
  test('an anonymous visit goes to the login screen without loading the page', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
    await expect(page.getByRole('button', { name: '连接钱包登录' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The login page's chunk was seen, so the pattern below would see the orders page's.
    expect(scripts.filter((s) => /\/(?:page-)?LoginPage-[\w-]+\.js$/.test(s)).length).toBeGreaterThan(0);
    expect(scripts.filter((s) => ORDERS_CHUNK.test(s))).toEqual([]);
  });

  test('control: a signed-in visit loads it', async ({ page, loginAs }) => {
    await loginAs('normal');
    const scripts = scriptsOf(page);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/orders$/);
    await expect.poll(() => scripts.filter((s) => ORDERS_CHUNK.test(s)).length).toBeGreaterThan(0);
  });
});

/**
 * Opens 星际旅人潮玩手办 from home with the SKU picker's chunk held back, and returns the picker slot's box while the
 * placeholder shows and once the picker has replaced it. `css` is added to the page first (the control's).
 */
async function pickerSlotBoxes(page: Page, css = '') {
  const picker = await holdRequests(page, /\/assets\/SkuPicker-[\w-]+\.js$/);
  await page.goto('/');
  if (css) await page.addStyleTag({ content: css });
  await page.getByRole('link', { name: '星际旅人潮玩手办' }).first().click();
  const placeholder = page.getByTestId('sku-placeholder');
  await expect(placeholder).toBeVisible();
  const slot = page.getByTestId('sku-slot');
  const before = await slot.boundingBox();
  picker.release();
  await expect(page.getByRole('listbox').first()).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  return { before, after: await slot.boundingBox() };
}

test.describe('the goods page loads its heavier pieces when needed', () => {
  // 星际旅人潮玩手办's seeded description is hostile: Chromium logs the inline handler the sanitiser parsed.
  test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

  test('the SKU picker takes its placeholder’s place without moving anything; the order popup and its texts wait for the buy button', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const { before, after } = await pickerSlotBoxes(page);
    expect(after).toEqual(before);
    await page.getByText('烈焰红', { exact: true }).click();
    await page.getByText('标准版', { exact: true }).click();

    await page.waitForLoadState('networkidle');
    const popup = (s: string) => /\/SubmitOrderPopup-[\w-]+\.js$/.test(s);
    // The page renders with the entry's texts alone (`entryTexts`): the later ones come with the popup, which needs them.
    const laterTexts = (s: string) => /\/zh-later-[\w-]+\.js$/.test(s);
    expect(scripts.filter(popup)).toEqual([]);
    expect(scripts.filter(laterTexts)).toEqual([]);
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByRole('dialog', { name: '确认订单' }).getByText('交付方式')).toBeVisible();
    await expect(page.getByTestId('submit-total')).toBeVisible();
    expect(scripts.filter(popup)).toHaveLength(1);
    expect(scripts.filter(laterTexts)).toHaveLength(1);
  });

  test('control: a placeholder box of another size shows as a moved slot', async ({ page }) => {
    const { before, after } = await pickerSlotBoxes(
      page,
      '[data-testid="sku-placeholder"] span { display: inline-block; padding-top: 4px; }',
    );
    expect(after?.height).not.toEqual(before?.height);
  });
});
