import { goodsEndpoints } from '@contracts/goods';
import type { Locator, Page } from '@playwright/test';
import { askBackend } from './support/call-endpoint';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';
import { signIn, storeToken } from './support/login';

/**
 * index.html's inline script asks for the first screen's own files (its page's chunks and stylesheets) once the
 * entry's scripts have arrived, while the entry runs (src/app/boot/early-chunks.ts; the list comes from the build's
 * bundle, scripts/build/early-chunks.ts).
 * Each test opens a first screen cold and checks, by the page's resource timings up to its first render, that the
 * app asked for no file of its own that index.html had not named (entry) or the script had not preloaded (a list
 * short of what the route needs fails here), that no file was fetched twice, and that the script preloaded
 * something at all (a script that asked for nothing would pass the first check).
 */

// Goods pages render seeded descriptions, one of them hostile (support/csp-reports.ts; nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });
// The held pictures' handlers may still be waiting when a test ends.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const ASSET = /\/assets\/[^/?#]+\.(?:js|css)$/;

/** The files index.html itself names: the entry's scripts and their modulepreloads (its stylesheets are in the page). */
async function entryFiles(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
}

async function openCold(page: Page, path: string, screen: (page: Page) => Locator) {
  const requested: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (ASSET.test(p)) requested.push(p);
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstChild) return;
      (window as unknown as { __firstRender: number }).__firstRender = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // What the first screen does not show loads once its first picture has (src/lib/after-first-screen.ts): a picture
  // that loaded before the app's first render let those files start before it too (a CI run saw the scan flow and
  // antd-mobile there). Held until the first render, only the entry's and the route's files can come before it.
  const pictures = await holdRequests(page, '**/mock-img/**');
  // Not until `load`, which waits for the held picture.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __firstRender?: number }).__firstRender))
    .toBeDefined();
  pictures.release();
  // The route's own screen, not only the app's frame: its page chunk has run.
  await expect(screen(page)).toBeVisible();
  const seen = await page.evaluate(() => {
    const at = (window as unknown as { __firstRender: number }).__firstRender;
    const beforeRender = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime <= at)
      .map((e) => new URL(e.name).pathname);
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[fetchpriority="low"]')].map(
      (l) => new URL(l.href).pathname,
    );
    return { beforeRender, preloaded };
  });
  return { ...seen, requested };
}

/** The screen's title in the app's header. */
const titled = (name: string) => (page: Page) => page.getByRole('banner').getByRole('heading', { name });

async function expectEverythingPreloaded(
  page: Page,
  path: string,
  screen: (page: Page) => Locator,
  mustInclude: RegExp,
) {
  const entry = await entryFiles(page);
  const { beforeRender, preloaded, requested } = await openCold(page, path, screen);
  expect(preloaded.length, 'the inline script preloaded the route’s files').toBeGreaterThan(0);
  expect(
    preloaded.some((p) => mustInclude.test(p)),
    `its page chunk ${mustInclude}`,
  ).toBe(true);
  const known = new Set([...entry, ...preloaded]);
  const unnamed = beforeRender.filter((p) => ASSET.test(p) && !known.has(p));
  expect(unnamed, 'files the app asked for before its first render that index.html did not name').toEqual([]);
  const twice = requested.filter((p, i) => requested.indexOf(p) !== i);
  expect(twice, 'files fetched twice').toEqual([]);
}

test('home: the page’s files are asked for with the entry’s', async ({ page }) => {
  await expectEverythingPreloaded(
    page,
    '/',
    (p) => p.getByRole('searchbox', { name: '搜索商品、商户地址或编号' }),
    /\/page-HomePage-/,
  );
});

test('a goods page: its page’s files and the later texts', async ({ page, backend }) => {
  const r = await askBackend(backend, goodsEndpoints.page, { page: 1, size: 1 });
  const goodsId = r.body.data?.data[0]?.spu.goodsId;
  expect(goodsId).toBeTruthy();
  await expectEverythingPreloaded(page, `/goods/${goodsId}`, titled('商品详情'), /\/page-GoodsDetailPage-/);
});

test('an anonymous /orders: the login screen’s files, not the orders page’s', async ({ page }) => {
  await expectEverythingPreloaded(
    page,
    '/orders',
    (p) => p.getByRole('button', { name: '连接钱包登录' }),
    /\/page-LoginPage-/,
  );
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[fetchpriority="low"]')].map((l) => l.href),
  );
  expect(preloaded.filter((h) => /OrdersPage/.test(h))).toEqual([]);
});

test('a signed-in /orders: the orders page’s files', async ({ page, backend }) => {
  await storeToken(page, await signIn(backend, 'normal'));
  await expectEverythingPreloaded(page, '/orders', titled('我的订单'), /\/page-OrdersPage-/);
  await expect(page).toHaveURL(/\/orders$/);
});

test('the route’s files wait for the entry’s scripts: none while one is held, past the first frame', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  const vendor = /<script type="module"[^>]*src="(\/assets\/vendor-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'index.html names the entry').toBeTruthy();
  expect(vendor, 'index.html names vendor').toBeTruthy();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const held = await holdRequests(page, `**${vendor}`);
  await page.goto('/orders', { waitUntil: 'commit' });
  // The parser has passed every tag of index.html's <head>, and the shell has painted a frame and run a task after
  // it (the script used to ask for the route's files then, ahead of the entry's arrival).
  await expect.poll(() => requested.includes(entry as string) && requested.includes(vendor as string)).toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await page.locator('link[fetchpriority="low"]').count()).toBe(0);
  expect(requested.filter((p) => /\/page-LoginPage-/.test(p))).toEqual([]);
  held.release();
  await expect.poll(() => requested.filter((p) => /\/page-LoginPage-/.test(p)).length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '连接钱包登录' })).toBeVisible();
});
