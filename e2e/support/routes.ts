import { readFileSync } from 'node:fs';
import { persona } from '@mocks/core/personas';
import { userAddresses } from '@mocks/domains/addresses/table';
import { assetTokens } from '@mocks/domains/assets/table';
import { deliveryOrders } from '@mocks/domains/deliveries/table';
import { merchants, spus } from '@mocks/domains/goods/table';
import { findInvoice, invoiceableOrders } from '@mocks/domains/invoices/table';
import { lotteries } from '@mocks/domains/lotteries/table';
import { notices } from '@mocks/domains/notices/table';
import { orders } from '@mocks/domains/orders/table';
import { resetDb } from '@mocks/seed';

/**
 * The one route table of the e2e sweeps (CSP, shell, Prism, WebKit): every pattern of the router's table
 * (src/app/routes/route-table.ts; e2e may not import src/, so `routerPatterns()` reads it and e2e/shell.spec.ts
 * keeps the two equal) with a URL built from ids. `seededIds()` takes the ids from the mock's own seed,
 * so each page shows real data (an unpaid order on /pay-order, a delivery on /withdraw-success, …),
 * never an error or empty state because the id was made up.
 */
export interface RouteIds {
  /** An ordinary goods (type 0) on sale. */
  goodsId: string;
  /** A blind box goods. */
  blindBoxGoodsId: string;
  /** One of the signed-in user's tokens. */
  asset: { goodsId: string; tokenId: number; ctId: number };
  /** The signed-in user's orders: any, still payable (status 0), paid (status 1), invoiceable without and with an invoice. */
  orderId: string;
  unpaidOrderId: string;
  paidOrderId: string;
  invoiceableOrderId: string;
  invoicedOrderId: string;
  /** One of the signed-in user's delivery (withdraw) orders. */
  deliveryOrderId: string;
  addressId: number;
  noticeId: number;
  lotteryId: number;
  merchantAddress: string;
  keyword: string;
}

/** Route pattern → URL. The keys are exactly the router's patterns (checked by `routerPatterns()`). */
export const ROUTE_TABLE: Record<string, (ids: RouteIds) => string> = {
  '/': () => '/',
  '/user': () => '/user',
  '/broadcast': () => '/broadcast',
  '/edit-info': () => '/edit-info',
  '/login': () => '/login',
  '/merchant': (i) => `/merchant?address=${i.merchantAddress}`,
  '/result': (i) => `/result?keyword=${encodeURIComponent(i.keyword)}`,
  '/goods/:goodsId': (i) => `/goods/${i.goodsId}`,
  '/asset/:goodsId/:token': (i) => `/asset/${i.asset.goodsId}/${i.asset.tokenId}?ctId=${i.asset.ctId}`,
  '/orders': () => '/orders',
  '/order-detail/:orderId': (i) => `/order-detail/${i.orderId}`,
  '/circulation/:goodsId/:token': (i) => `/circulation/${i.asset.goodsId}/${i.asset.tokenId}`,
  '/blindbox-record/:goodsId': (i) => `/blindbox-record/${i.blindBoxGoodsId}`,
  '/pay-order/:orderId': (i) => `/pay-order/${i.unpaidOrderId}`,
  '/pay-success/:orderId': (i) => `/pay-success/${i.paidOrderId}`,
  '/withdraw-detail/:orderId': (i) => `/withdraw-detail/${i.deliveryOrderId}`,
  '/withdraw-success/:orderId': (i) => `/withdraw-success/${i.deliveryOrderId}`,
  '/address': () => '/address',
  '/address-edit': (i) => `/address-edit?id=${i.addressId}`,
  '/receipt-apply/:orderId': (i) => `/receipt-apply/${i.invoiceableOrderId}`,
  '/receipt-detail/:orderId': (i) => `/receipt-detail/${i.invoicedOrderId}`,
  '/myreceipt': () => '/myreceipt',
  '/announcement/:id': (i) => `/announcement/${i.noticeId}`,
  '/lotteryList': () => '/lotteryList',
  '/lotteryDetail': (i) => `/lotteryDetail?id=${i.lotteryId}`,
  '/downloadPage': () => '/downloadPage',
  '/myInvite': () => '/myInvite',
  '/contact': () => '/contact',
};

export interface RouteCase {
  pattern: string;
  url: string;
  /** Inline event handlers in the seeded rich text this page shows (parsing them makes Chromium report each). */
  richTextHandlers: number;
}

/** Every route of the table with a URL from `ids` (and, for seeded ids, the rich text it shows). */
export function routeCases(ids: RouteIds, richText: Partial<Record<string, string>> = {}): RouteCase[] {
  return Object.entries(ROUTE_TABLE).map(([pattern, url]) => ({
    pattern,
    url: url(ids),
    richTextHandlers: countInlineHandlers(richText[pattern] ?? ''),
  }));
}

/** The patterns of the router's table, read from its source (one `{ path: '…'` per route line). */
export function routerPatterns(): string[] {
  const source = readFileSync('src/app/routes/route-table.ts', 'utf8');
  return [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1] as string);
}

/** `on…=` attributes in seeded HTML (the seed writes them plainly; this is no sanitiser). */
function countInlineHandlers(html: string): number {
  return [...html.matchAll(/<[^>]*?\son[a-z]+\s*=/gi)].length;
}

const byId = (a: string, b: string) => a.localeCompare(b);

/** Ids and rich texts of a shop seeded with `seed` at mock time `now`, read from the seeded tables. */
async function readSeed(seed: number | undefined, now: number) {
  await resetDb({ ...(seed === undefined ? {} : { seed }), now });
  const me = persona('normal').address;
  const mine = orders
    .findMany((q) => q.where({ buyerAddress: me, deleteStatus: 0 }))
    .sort((a, b) => byId(a.orderId, b.orderId));
  const pick = <T>(found: T | undefined, what: string): T => {
    if (found === undefined) throw new Error(`e2e/support/routes.ts: the seed has no ${what}`);
    return found;
  };
  const hasHandler = (html: string) => countInlineHandlers(html) > 0;
  // Ordinary records where the seed has both: the merchant- and operator-written hostile ones are the
  // subject of e2e/security.spec.ts's hostile rich-text tests.
  const goods = pick(
    spus
      .findMany((q) => q.where({ type: 0, status: 4 }))
      .sort((a, b) => byId(a.goodsId, b.goodsId))
      .find((g) => !hasHandler(g.detail ?? '')),
    'ordinary goods on sale',
  );
  const blindBox = pick(
    spus.findMany((q) => q.where({ type: 1, status: 4 })).sort((a, b) => byId(a.goodsId, b.goodsId))[0],
    'blind box on sale',
  );
  const asset = pick(
    assetTokens
      .findMany((q) => q.where({ address: me }))
      .filter((a) => a.num > 0 && a.freezeType === 0)
      .sort((a, b) => a.tokenId - b.tokenId)[0],
    'token of the normal persona',
  );
  const invoiceable = invoiceableOrders(me).sort((a, b) => byId(a.orderId, b.orderId));
  const notice = pick(
    notices
      .findMany((q) => q.where({ status: 1 }))
      .filter((n) => n.activeTime <= now)
      .sort((a, b) => a.id - b.id)
      .find((n) => !hasHandler(n.content ?? '')),
    'ordinary notice online',
  );
  // Every seeded lottery's rules carry a hostile link (mocks/domains/lotteries/seed.ts): the sweep counts its reports.
  const lottery = pick(lotteries.all().sort((a, b) => a.id - b.id)[0], 'lottery');
  const ids: RouteIds = {
    goodsId: goods.goodsId,
    blindBoxGoodsId: blindBox.goodsId,
    asset: { goodsId: asset.goodsId, tokenId: asset.tokenId, ctId: asset.ctId },
    orderId: pick(
      mine.find((o) => o.status === 1),
      'paid order',
    ).orderId,
    unpaidOrderId: pick(
      mine.filter((o) => o.status === 0 && o.expireTime > now).sort((a, b) => b.expireTime - a.expireTime)[0],
      'payable order',
    ).orderId,
    paidOrderId: pick(
      mine.find((o) => o.status === 1 && o.txStatus === 1),
      'paid and delivered order',
    ).orderId,
    invoiceableOrderId: pick(
      invoiceable.find((o) => !findInvoice(o.orderId)),
      'invoiceable order without invoice',
    ).orderId,
    invoicedOrderId: pick(
      invoiceable.find((o) => findInvoice(o.orderId)),
      'order with invoice',
    ).orderId,
    deliveryOrderId: pick(
      deliveryOrders.findMany((q) => q.where({ buyerAddress: me })).sort((a, b) => byId(a.orderId, b.orderId))[0],
      'delivery order',
    ).orderId,
    addressId: pick(userAddresses.findMany((q) => q.where({ owner: me })).sort((a, b) => a.id - b.id)[0], 'address').id,
    noticeId: notice.id,
    lotteryId: lottery.id,
    merchantAddress: pick(merchants.all()[0], 'merchant').address,
    keyword: goods.name,
  };
  const richText = {
    '/goods/:goodsId': goods.detail ?? '',
    '/announcement/:id': notice.content ?? '',
    '/lotteryDetail': lottery.lotteryRule,
  };
  return { ids, richText };
}

/**
 * The route cases of the shop the mock seeded with `seed` at mock time `now` (what /__mock/reset answers):
 * the same seeding code run here gives the same ids. Ids carry the day of `now` (yyyyMMdd, +08:00); the
 * mock's `now` is read just after it seeded, so a seeding that straddled midnight is detected (the
 * ids of `now` and of 5 s before differ) and the caller resets again.
 */
export async function seededRoutes(seed: number | undefined, now: number): Promise<RouteCase[] | null> {
  const before = await readSeed(seed, now - 5_000);
  const at = await readSeed(seed, now);
  if (JSON.stringify(before.ids) !== JSON.stringify(at.ids)) return null;
  return routeCases(at.ids, at.richText);
}

/** Resets the test's shop and returns its route cases (a reset straddling midnight is done again). */
export async function resetShopRoutes(reset: () => Promise<{ seed: number; now: number }>): Promise<RouteCase[]> {
  for (;;) {
    const { seed, now } = await reset();
    const cases = await seededRoutes(seed, now);
    if (cases) return cases;
  }
}
