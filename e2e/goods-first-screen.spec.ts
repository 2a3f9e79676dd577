import { goodsEndpoints } from '@contracts/goods';
import { FIRST_SCREEN_CAP_MARK } from '../src/lib/page-state';
import { askBackend } from './support/call-endpoint';
import { CSP_PARSE_REPORT } from './support/csp-reports';
import { expect, test } from './support/fixtures';
import { holdAntd } from './support/hold-antd';
import { holdRequests } from './support/hold-requests';
import type { Transport } from './support/transport';

// A held file's handler may still be fetching when a test ends (its page then closes under it): stop routing
// without waiting for it, so teardown does not fail a test whose checks passed.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/**
 * The goods page's first screen renders without antd-mobile (issue 30): its cover gallery, tags, merchant card,
 * prize list, skeletons and buy bar are plain elements, and antd-mobile (with react-spring and use-gesture) loads
 * after the first paint for what a tap or a scroll needs (the SKU picker, a toast, the order popup). Proved by
 * holding back every JavaScript file that carries antd-mobile (support/hold-antd.ts) and looking at the page, as
 * e2e/home-first-screen.spec.ts does for the home page.
 */

// Goods pages render seeded descriptions, one of them hostile (support/csp-reports.ts; nothing runs).
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

interface Found {
  goodsId: string;
  merchantAddress: string;
}

/** A seeded goods, found as a shopper would search for it. */
async function goodsOf(backend: Transport, name: string): Promise<Found> {
  const r = await askBackend(backend, goodsEndpoints.page, { vague: name, page: 1, size: 10 });
  const hit = r.body.data?.data.find((g) => g.spu.name === name);
  if (!hit) throw new Error(`no goods ${name}`);
  return { goodsId: hit.spu.goodsId, merchantAddress: hit.merchant.address };
}

test('goods page: the whole first screen renders while antd-mobile and the later texts are held back', async ({
  page,
  backend,
  axe,
}) => {
  const { goodsId } = await goodsOf(backend, '星际旅人潮玩手办');
  // The zh texts the entry does not bundle (src/locales/zh-later.ts) never arrive either (`entryTexts`).
  const held = await holdAntd(page, /zh-later/);
  await page.goto(`/goods/${goodsId}`);
  await expect(page.getByRole('banner').getByRole('heading', { name: '商品详情' })).toBeVisible();
  // The cover gallery, its first picture painted.
  const gallery = page.getByRole('region', { name: '星际旅人潮玩手办' });
  await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
  const cover = gallery.getByRole('img', { name: '星际旅人潮玩手办' }).first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('heading', { name: '星际旅人潮玩手办', level: 1 })).toBeVisible();
  await expect(page.getByTestId('goods-price')).toHaveText('¥199.00');
  await expect(page.locator('[data-tag]').first()).toBeVisible();
  // The SKU picker (antd-mobile's Selector) is held: its placeholder keeps its place.
  await expect(page.getByTestId('sku-placeholder')).toBeVisible();
  await expect(page.getByRole('region', { name: '商户' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^复制/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: '链上信息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '收藏' })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(立即购买|暂不可购买|已售罄)$/ })).toBeVisible();
  // The page asked for antd-mobile after its first paint (the SKU picker), and it never came.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // No text shows as its key (`detail.buyNow`): every namespace the first screen renders is in the entry.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a shopper would read
  expect(await page.locator('body').innerText()).not.toMatch(/\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]+\b/);
  expect(await axe()).toEqual([]);
});

test("goods page: a blind box's prize list renders while antd-mobile is held back", async ({ page, backend }) => {
  const { goodsId } = await goodsOf(backend, '山海经神兽盲盒');
  await holdAntd(page);
  await page.goto(`/goods/${goodsId}`);
  const prizes = page.getByRole('region', { name: '奖品与概率' });
  await expect(prizes.getByText('山海经神兽盲盒·青龙')).toBeVisible();
  await expect(prizes.getByText(/^\d+(\.\d+)?%$/)).toHaveCount(5);
  await expect(prizes.getByRole('link', { name: '开盒记录' })).toBeVisible();
});

test('goods page: an unknown goods says so in plain elements while antd-mobile is held back', async ({ page }) => {
  const held = await holdAntd(page);
  await page.goto('/goods/nope');
  // antd-mobile's ErrorBlock is asked for and never comes: the plain stand-in says it, and stays.
  await expect(page.getByTestId('goods-error-plain')).toHaveText('商品不存在或已下架');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
});

/** What the goods page's first screen does not show, by the path it is asked for. */
const LATER = [
  { what: "antd-mobile's shared chunk (the SKU picker's Selector)", re: /\/assets\/ui-first-[\w-]+\.js$/ },
  { what: 'the SKU picker', re: /\/assets\/SkuPicker-[\w-]+\.js$/ },
  { what: 'the sanitiser', re: /\/assets\/sanitize-[\w-]+\.js$/ },
];

test('goods page: antd-mobile, the SKU picker and the sanitiser wait until the cover has loaded', async ({
  page,
  backend,
}) => {
  const { goodsId } = await goodsOf(backend, '星际旅人潮玩手办');
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  // The goods pictures are held until the app has rendered its first screen: what starts meanwhile did not wait.
  const pictures = await holdRequests(page, '**/mock-img/goods/**');
  // Not until "load": the held picture would hold that event too.
  await page.goto(`/goods/${goodsId}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: '星际旅人潮玩手办', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sku-placeholder')).toBeVisible();
  const early = LATER.filter((l) => asked.some((p) => l.re.test(p))).map((l) => l.what);
  // The cover's slide is there; the other two slides wait with it (their pictures would share the link).
  if ((await page.getByRole('group', { name: '2 / 3' }).locator('img').count()) > 0) early.push('the second picture');
  // The wait for the cover has a cap (3 s from the first render's ask): a machine that renders after it may rightly
  // have asked for the later work already. The app marks the cap's end; before it, nothing may have been asked.
  const capReached = await page.evaluate(
    (name) => performance.getEntriesByName(name).length > 0,
    FIRST_SCREEN_CAP_MARK,
  );
  pictures.release();
  // Positive control: each is asked for once the cover is there, so the check above reads real requests.
  await expect
    .poll(() => LATER.filter((l) => !asked.some((p) => l.re.test(p))).map((l) => l.what), { timeout: 15_000 })
    .toEqual([]);
  await expect(page.getByRole('group', { name: '2 / 3' }).locator('img')).toHaveCount(1);
  if (!capReached) expect(early, 'asked for while the cover was held').toEqual([]);
});

test('control: the merchant page, which renders antd-mobile, waits for it', async ({ page, backend }) => {
  const { merchantAddress } = await goodsOf(backend, '星际旅人潮玩手办');
  const held = await holdAntd(page);
  await page.goto(`/merchant?address=${merchantAddress}`);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.locator('#root')).toBeEmpty();
});
