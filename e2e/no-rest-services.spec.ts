import { readFileSync } from 'node:fs';
import { addressesEndpoints } from '@contracts/addresses';
import { assetsEndpoints } from '@contracts/assets';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { deliveriesEndpoints } from '@contracts/deliveries';
import { goodsEndpoints } from '@contracts/goods';
import { invoicesEndpoints } from '@contracts/invoices';
import { lotteriesEndpoints } from '@contracts/lotteries';
import { noticesEndpoints } from '@contracts/notices';
import { ordersEndpoints } from '@contracts/orders';
import type { Page } from '@playwright/test';
import { callEndpoint } from './support/call-endpoint';
import { isApiPath } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';
import { errorStates, settled } from './support/page-state';

/**
 * A deployment of the backend version we know (docs/backend/corrections.md#b9-not-served, mock scenario
 * `no-rest-services`): the spec's /rest/* services and /v/user/asset/token/page answer code 1 "No static resource <path>.".
 * Every route of the router's table is visited as a shopper would: never the backend's raw text (not
 * even in a toast), never an error state or a retry; the screens of the missing services say calmly
 * that they are not available here, and "my assets" is listed through /v/user/asset/page and /list.
 */

const RAW = 'No static resource';
const SHELL_ERROR = /页面加载失败|加载失败|The page failed to load/;

/** The patterns of the router's table, read from its source (e2e may not import src/). */
function routerPatterns(): string[] {
  const source = readFileSync('src/app/routes/route-table.ts', 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1] as string);
}

interface Ids {
  goodsId: string;
  blindBoxGoodsId: string;
  merchantAddress: string;
  keyword: string;
  asset: { goodsId: string; tokenId: number; ctId: number };
  orderId: string;
  unpaidOrderId: string;
  paidOrderId: string;
  deliveryOrderId: string;
  addressId: number;
  noticeId: number;
}

/** Route pattern → URL with ids of the seeded shop; `missing` = its service is not on this deployment. */
const ROUTES: Record<string, { url: (i: Ids) => string; missing?: true }> = {
  '/': { url: () => '/' },
  '/user': { url: () => '/user' },
  '/broadcast': { url: () => '/broadcast' },
  '/edit-info': { url: () => '/edit-info' },
  '/login': { url: () => '/login' },
  '/merchant': { url: (i) => `/merchant?address=${i.merchantAddress}` },
  '/result': { url: (i) => `/result?keyword=${encodeURIComponent(i.keyword)}` },
  '/goods/:goodsId': { url: (i) => `/goods/${i.goodsId}` },
  '/asset/:goodsId/:token': { url: (i) => `/asset/${i.asset.goodsId}/${i.asset.tokenId}?ctId=${i.asset.ctId}` },
  '/orders': { url: () => '/orders' },
  '/order-detail/:orderId': { url: (i) => `/order-detail/${i.orderId}` },
  // No transfer records there: the token as the shopper holds it, from /v/user/asset/* (issue 38).
  '/circulation/:goodsId/:token': { url: (i) => `/circulation/${i.asset.goodsId}/${i.asset.tokenId}` },
  '/blindbox-record/:goodsId': { url: (i) => `/blindbox-record/${i.blindBoxGoodsId}`, missing: true },
  '/pay-order/:orderId': { url: (i) => `/pay-order/${i.unpaidOrderId}` },
  '/pay-success/:orderId': { url: (i) => `/pay-success/${i.paidOrderId}` },
  '/withdraw-detail/:orderId': { url: (i) => `/withdraw-detail/${i.deliveryOrderId}` },
  '/withdraw-success/:orderId': { url: (i) => `/withdraw-success/${i.deliveryOrderId}` },
  '/address': { url: () => '/address' },
  '/address-edit': { url: (i) => `/address-edit?id=${i.addressId}` },
  '/receipt-apply/:orderId': { url: (i) => `/receipt-apply/${i.paidOrderId}`, missing: true },
  '/receipt-detail/:orderId': { url: (i) => `/receipt-detail/${i.paidOrderId}`, missing: true },
  '/myreceipt': { url: () => '/myreceipt', missing: true },
  '/announcement/:id': { url: (i) => `/announcement/${i.noticeId}` },
  '/lotteryList': { url: () => '/lotteryList', missing: true },
  '/lotteryDetail': { url: () => '/lotteryDetail?id=1', missing: true },
  '/downloadPage': { url: () => '/downloadPage' },
  '/myInvite': { url: () => '/myInvite' },
  '/contact': { url: () => '/contact' },
};

type Row = Record<string, unknown>;
/** Every item of a paged list endpoint, up to 200. */
const pageOf = async (page: Page, endpoint: AnyEndpoint, body: Row = {}) =>
  ((await callEndpoint(page, endpoint, { page: 1, size: 200, ...body })) as { data: Row[] }).data;
const first = <T>(found: T | undefined, what: string): T => {
  if (found === undefined) throw new Error(`the seeded shop has no ${what}`);
  return found;
};

/** Ids of the seeded shop as the normal persona sees it, read through endpoints this deployment serves. */
async function seededIds(page: Page, now: number): Promise<Ids> {
  const goods = (await pageOf(page, goodsEndpoints.page)) as Array<{
    spu: { goodsId: string; type: number; name: string };
    merchant: { address: string };
  }>;
  const plain = first(
    goods.find((g) => g.spu.type === 0),
    'ordinary goods',
  );
  const orders = (await pageOf(page, ordersEndpoints.page)) as Array<{
    info: { orderId: string; status: number; txStatus: number; expireTime: number };
  }>;
  const held = (await pageOf(page, assetsEndpoints.page)) as Array<{ goodsId: string }>;
  const listed = await callEndpoint(page, assetsEndpoints.list, { goodsId: first(held[0], 'held goods').goodsId });
  const token = first(listed.v1Assets[0]?.v2Assets[0]?.tokens[0], 'held token');
  const deliveries = (await pageOf(page, deliveriesEndpoints.page)) as Array<{ express: { orderId: string } }>;
  const addresses = await callEndpoint(page, addressesEndpoints.list, {});
  const notices = (await pageOf(page, noticesEndpoints.page)) as Array<{ id: number }>;
  return {
    goodsId: plain.spu.goodsId,
    blindBoxGoodsId: first(
      goods.find((g) => g.spu.type === 1),
      'blind box',
    ).spu.goodsId,
    merchantAddress: plain.merchant.address,
    keyword: plain.spu.name,
    asset: { goodsId: first(held[0], 'held goods').goodsId, tokenId: token.tokenId, ctId: token.ctId },
    orderId: first(orders[0], 'order').info.orderId,
    unpaidOrderId: first(
      orders.find((o) => o.info.status === 0 && o.info.expireTime > now + 120_000),
      'payable order',
    ).info.orderId,
    paidOrderId: first(
      orders.find((o) => o.info.status === 1 && o.info.txStatus === 1),
      'paid order',
    ).info.orderId,
    deliveryOrderId: first(deliveries[0], 'delivery order').express.orderId,
    addressId: first(addresses[0], 'address').id,
    noticeId: first(notices[0], 'notice').id,
  };
}

/** Any text with the backend's raw words that ever enters the page (a toast for a moment included). */
async function watchRawText(page: Page) {
  await page.addInitScript((raw) => {
    const seen: string[] = [];
    (window as unknown as { __rawSeen: string[] }).__rawSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const texts =
          r.type === 'characterData' ? [r.target.textContent ?? ''] : [...r.addedNodes].map((n) => n.textContent ?? '');
        for (const t of texts) if (t.includes(raw)) seen.push(`${location.pathname}: ${t.slice(0, 80)}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, RAW);
}
const rawSeen = (page: Page) => page.evaluate(() => (window as unknown as { __rawSeen: string[] }).__rawSeen);

/** What a shopper should never see on a route: a load failure, a retry, an error state, the raw text. */
async function problemsOn(page: Page, pattern: string): Promise<string[]> {
  const problems: string[] = [];
  if (await page.getByText(SHELL_ERROR).count()) problems.push(`${pattern}: load failure text`);
  if (await page.getByRole('button', { name: /^重\s?试$/ }).count()) problems.push(`${pattern}: a retry button`);
  // (The calm "not available here" state and empty lists are not errors: src/lib/page-state.ts.)
  for (const text of await errorStates(page)) problems.push(`${pattern}: error state ${text}`);
  problems.push(...(await rawSeen(page)));
  return problems;
}

test('the e2e routes of this sweep are the router’s table', () => {
  expect(Object.keys(ROUTES).sort()).toEqual(routerPatterns().sort());
});

// The positive control at the end forces one HTTP 500, which Chromium logs.
test.describe('every route', () => {
  test.use({ consoleErrorsAllowed: [/status of 500/] });
  test('a deployment without the /rest services: every route calm, assets through /v/user/asset/*', async ({
    page,
    loginAs,
    mock,
    axe,
  }) => {
    test.setTimeout(240_000);
    const { now } = await mock.reset();
    await loginAs('normal');
    const ids = await seededIds(page, now);
    // Until reset: the whole shop runs as that deployment.
    await mock.scenario('no-rest-services');
    await watchRawText(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (isApiPath(path)) asked.push(path);
    });

    const problems: string[] = [];
    for (const [pattern, route] of Object.entries(ROUTES)) {
      const url = route.url(ids);
      await page.goto(url);
      await settled(page);
      if (route.missing) {
        await expect(page.getByTestId('not-available'), url).toHaveCount(1);
        // The calm state is a screen of its own: no serious or critical axe violation either.
        for (const v of await axe()) problems.push(`${pattern}: ${v.id} (${v.impact}) ${v.detail}`);
      } else await expect(page.getByTestId('not-available'), url).toHaveCount(0);
      problems.push(...(await problemsOn(page, pattern)));
    }
    expect(problems).toEqual([]);
    // Positive controls: the checks see a load failure and the backend's raw text when there is one.
    await mock.scenario('server-error', { path: ordersEndpoints.page.path });
    await page.goto('/orders');
    // A 500 is retried twice with backoff before the list gives up.
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible({ timeout: 15_000 });
    await page.evaluate((raw) => document.body.append(`${raw} rest/x.`), RAW);
    const seen = await problemsOn(page, '/orders');
    expect(seen.some((p) => p.includes('load failure text'))).toBe(true);
    expect(seen.some((p) => p.includes('a retry button'))).toBe(true);
    expect(seen.some((p) => p.includes('error state'))).toBe(true);
    expect(seen.some((p) => p.includes(RAW))).toBe(true);
    // Positive control of the sweep: the missing services were asked and refused, so the calm states are theirs.
    expect(asked).toEqual(expect.arrayContaining([lotteriesEndpoints.page.path, invoicesEndpoints.page.path]));
  });
});

test('“my assets” reads /v/user/asset/page and /list after one “No static resource”, and the detail too', async ({
  page,
  loginAs,
  mock,
}) => {
  await mock.scenario('no-rest-services');
  await loginAs('normal');
  await watchRawText(page);
  // Every asset endpoint's path: all of them sit under /v/user/asset/.
  const assetPaths = new Set<string>(Object.values(assetsEndpoints).map((e) => e.path));
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (assetPaths.has(path)) asked.push(path);
  });
  await page.goto('/user');
  const assets = page.getByRole('region', { name: '我的藏品' });
  await expect(assets).toBeVisible({ timeout: 15_000 });
  await expect(assets.getByRole('region', { name: '敦煌飞天数字藏品' }).getByText('持有 2 个')).toBeVisible();
  // Every group rendered: a list draws its first rows with the answer and the others a moment later, and its end
  // marker only once they are all there (src/components/list/PagedList.tsx, FIRST_ROWS).
  await expect(page.getByTestId('list-end')).toBeVisible();
  const goods = await assets.getByRole('region').count();
  expect(goods).toBeGreaterThan(3);
  expect(asked.filter((p) => p === assetsEndpoints.tokenPage.path)).toHaveLength(1);
  expect(asked.filter((p) => p === assetsEndpoints.page.path)).toHaveLength(1);
  expect(asked.filter((p) => p === assetsEndpoints.list.path)).toHaveLength(goods);

  // In the same session the choice holds: the detail asks the real endpoints, never the token page again.
  asked.length = 0;
  await assets.getByRole('region', { name: '星际旅人潮玩手办' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^星际旅人潮玩手办 #\d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '提货' })).toBeVisible();
  expect(asked).toEqual(expect.arrayContaining([assetsEndpoints.detail.path, assetsEndpoints.list.path]));
  expect(asked).not.toContain(assetsEndpoints.tokenPage.path);
  expect(await rawSeen(page)).toEqual([]);
});
