import type { RouteMeta } from './route-meta';

/**
 * One route of the app: its path, the page module that renders it (src/pages/<page>.tsx, default export) and
 * its meta.
 */
export interface RouteEntry {
  path: string;
  /** The file name in src/pages/ without `.tsx`; routes.tsx loads it lazily, the build names its chunk after it. */
  page: string;
  meta: RouteMeta;
  /**
   * A page a first visit often opens (home, a shared goods link, the login screen, an order link). The build
   * gives each such page one chunk with everything only it of these uses (scripts/build/first-load-groups.ts,
   * through scripts/build/first-screens.ts), and `npm run budget` counts the files each needs before it renders.
   */
  firstScreen?: true;
  /**
   * The page renders with the zh texts the entry bundles alone (src/lib/i18n.ts, ENTRY_NAMESPACES): it does not wait
   * for the later ones (routes.tsx), and what it opens that needs them waits for them itself (the goods page's order
   * popup). e2e/{home,goods}-first-screen.spec.ts hold the later texts back and see the first screen whole.
   */
  entryTexts?: true;
}

/**
 * The spec's route table (docs/backend/spec-rules.md#routes), exactly, as plain data: the router (routes.tsx) and the
 * build (vite.config.ts, `npm run budget`) both read it, so what the build treats as a first screen cannot drift from the routes. No
 * React and no imports but types here: vite.config.ts loads this module in Node. Add a route with ONE line.
 */
// biome-ignore format: one line per route keeps the table readable and additions to one line
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', page: 'HomePage', meta: { name: 'home', titleKey: 'routes.home', keepBottom: true }, firstScreen: true, entryTexts: true },
  { path: '/user', page: 'UserPage', meta: { name: 'user', titleKey: 'routes.user', keepBottom: true } },
  { path: '/broadcast', page: 'BroadcastPage', meta: { name: 'broadcast', titleKey: 'routes.broadcast', keepBottom: true } },
  { path: '/edit-info', page: 'EditInfoPage', meta: { name: 'editInfo', titleKey: 'routes.editInfo', requiresLogin: true } },
  { path: '/login', page: 'LoginPage', meta: { name: 'login', titleKey: 'routes.login' }, firstScreen: true },
  { path: '/merchant', page: 'MerchantPage', meta: { name: 'merchant', titleKey: 'routes.merchant' } },
  { path: '/result', page: 'ResultPage', meta: { name: 'result', titleKey: 'routes.result' } },
  { path: '/goods/:goodsId', page: 'GoodsDetailPage', meta: { name: 'goods', titleKey: 'routes.goods' }, firstScreen: true, entryTexts: true },
  { path: '/asset/:goodsId/:token', page: 'AssetDetailPage', meta: { name: 'asset', titleKey: 'routes.asset', keepAlive: true, requiresLogin: true } },
  { path: '/orders', page: 'OrdersPage', meta: { name: 'orders', titleKey: 'routes.orders', requiresLogin: true }, firstScreen: true },
  { path: '/order-detail/:orderId', page: 'OrderDetailPage', meta: { name: 'orderDetail', titleKey: 'routes.orderDetail', requiresLogin: true } },
  { path: '/circulation/:goodsId/:token', page: 'CirculationPage', meta: { name: 'circulation', titleKey: 'routes.circulation' } },
  { path: '/blindbox-record/:goodsId', page: 'BlindboxRecordPage', meta: { name: 'blindboxRecord', titleKey: 'routes.blindboxRecord' } },
  { path: '/pay-order/:orderId', page: 'PayOrderPage', meta: { name: 'payOrder', titleKey: 'routes.payOrder', requiresLogin: true } },
  { path: '/pay-success/:orderId', page: 'PaySuccessPage', meta: { name: 'paySuccess', titleKey: 'routes.paySuccess', requiresLogin: true } },
  { path: '/withdraw-detail/:orderId', page: 'WithdrawDetailPage', meta: { name: 'withdrawDetail', titleKey: 'routes.withdrawDetail', requiresLogin: true } },
  { path: '/withdraw-success/:orderId', page: 'WithdrawSuccessPage', meta: { name: 'withdrawSuccess', titleKey: 'routes.withdrawSuccess', requiresLogin: true } },
  { path: '/address', page: 'AddressPage', meta: { name: 'address', titleKey: 'routes.address', requiresLogin: true } },
  { path: '/address-edit', page: 'AddressEditPage', meta: { name: 'addressEdit', titleKey: 'routes.addressEdit', requiresLogin: true } },
  { path: '/receipt-apply/:orderId', page: 'ReceiptApplyPage', meta: { name: 'receiptApply', titleKey: 'routes.receiptApply', requiresLogin: true } },
  { path: '/receipt-detail/:orderId', page: 'ReceiptDetailPage', meta: { name: 'receiptDetail', titleKey: 'routes.receiptDetail', requiresLogin: true } },
  { path: '/myreceipt', page: 'MyReceiptPage', meta: { name: 'myReceipt', titleKey: 'routes.myReceipt', requiresLogin: true } },
  { path: '/announcement/:id', page: 'AnnouncementPage', meta: { name: 'announcement', titleKey: 'routes.announcement' } },
  { path: '/lotteryList', page: 'LotteryListPage', meta: { name: 'lotteryList', titleKey: 'routes.lotteryList', keepAlive: true } },
  { path: '/lotteryDetail', page: 'LotteryDetailPage', meta: { name: 'lotteryDetail', titleKey: 'routes.lotteryDetail' } },
  { path: '/downloadPage', page: 'DownloadPage', meta: { name: 'download', titleKey: 'routes.download' } },
  { path: '/myInvite', page: 'MyInvitePage', meta: { name: 'myInvite', titleKey: 'routes.myInvite', requiresLogin: true } },
  { path: '/contact', page: 'ContactPage', meta: { name: 'contact', titleKey: 'routes.contact' } },
];

/** Any other path. Kept off the one-line route format, which the e2e sweeps read as the table's patterns. */
export const NOT_FOUND_ROUTE: RouteEntry = {
  path: '*',
  page: 'NotFoundPage',
  meta: { name: 'notFound', titleKey: 'routes.notFound' },
};

/**
 * Whether a route's page waits for the zh texts the entry does not bundle (src/lib/i18n.ts, ENTRY_NAMESPACES) before it
 * renders: every page but those marked `entryTexts` (src/app/routes/routes.tsx), and the build preloads them with such
 * a first screen (scripts/build/early-chunks.ts).
 */
export const needsLaterTexts = (route: Pick<RouteEntry, 'entryTexts'>): boolean => !route.entryTexts;
