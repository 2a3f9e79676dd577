import type { RouteObject } from 'react-router';
import { antdRenderReady } from './antd-render-ready';
import type { RouteMeta } from './route-meta';

type PageModule = { default: React.ComponentType };
export interface AppRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
}

/**
 * The route table of spec §2, exactly. Every page is lazily loaded from src/pages/<Name>Page.tsx
 * (default export). Screen owners replace the page files; add a route here with ONE line.
 */
// biome-ignore format: one line per route keeps the table readable and additions to one line
export const appRoutes: AppRoute[] = [
  { path: '/', meta: { name: 'home', titleKey: 'routes.home', keepBottom: true }, load: () => import('@/pages/HomePage') },
  { path: '/user', meta: { name: 'user', titleKey: 'routes.user', keepBottom: true }, load: () => import('@/pages/UserPage') },
  { path: '/broadcast', meta: { name: 'broadcast', titleKey: 'routes.broadcast', keepBottom: true }, load: () => import('@/pages/BroadcastPage') },
  { path: '/edit-info', meta: { name: 'editInfo', titleKey: 'routes.editInfo', requiresLogin: true }, load: () => import('@/pages/EditInfoPage') },
  { path: '/login', meta: { name: 'login', titleKey: 'routes.login' }, load: () => import('@/pages/LoginPage') },
  { path: '/merchant', meta: { name: 'merchant', titleKey: 'routes.merchant' }, load: () => import('@/pages/MerchantPage') },
  { path: '/result', meta: { name: 'result', titleKey: 'routes.result' }, load: () => import('@/pages/ResultPage') },
  { path: '/goods/:goodsId', meta: { name: 'goods', titleKey: 'routes.goods' }, load: () => import('@/pages/GoodsDetailPage') },
  { path: '/asset/:goodsId/:token', meta: { name: 'asset', titleKey: 'routes.asset', keepAlive: true, requiresLogin: true }, load: () => import('@/pages/AssetDetailPage') },
  { path: '/orders', meta: { name: 'orders', titleKey: 'routes.orders', requiresLogin: true }, load: () => import('@/pages/OrdersPage') },
  { path: '/order-detail/:orderId', meta: { name: 'orderDetail', titleKey: 'routes.orderDetail', requiresLogin: true }, load: () => import('@/pages/OrderDetailPage') },
  { path: '/circulation/:goodsId/:token', meta: { name: 'circulation', titleKey: 'routes.circulation' }, load: () => import('@/pages/CirculationPage') },
  { path: '/blindbox-record/:goodsId', meta: { name: 'blindboxRecord', titleKey: 'routes.blindboxRecord' }, load: () => import('@/pages/BlindboxRecordPage') },
  { path: '/pay-order/:orderId', meta: { name: 'payOrder', titleKey: 'routes.payOrder', requiresLogin: true }, load: () => import('@/pages/PayOrderPage') },
  { path: '/pay-success/:orderId', meta: { name: 'paySuccess', titleKey: 'routes.paySuccess', requiresLogin: true }, load: () => import('@/pages/PaySuccessPage') },
  { path: '/withdraw-detail/:orderId', meta: { name: 'withdrawDetail', titleKey: 'routes.withdrawDetail', requiresLogin: true }, load: () => import('@/pages/WithdrawDetailPage') },
  { path: '/withdraw-success/:orderId', meta: { name: 'withdrawSuccess', titleKey: 'routes.withdrawSuccess', requiresLogin: true }, load: () => import('@/pages/WithdrawSuccessPage') },
  { path: '/address', meta: { name: 'address', titleKey: 'routes.address', requiresLogin: true }, load: () => import('@/pages/AddressPage') },
  { path: '/address-edit', meta: { name: 'addressEdit', titleKey: 'routes.addressEdit', requiresLogin: true }, load: () => import('@/pages/AddressEditPage') },
  { path: '/receipt-apply/:orderId', meta: { name: 'receiptApply', titleKey: 'routes.receiptApply', requiresLogin: true }, load: () => import('@/pages/ReceiptApplyPage') },
  { path: '/receipt-detail/:orderId', meta: { name: 'receiptDetail', titleKey: 'routes.receiptDetail', requiresLogin: true }, load: () => import('@/pages/ReceiptDetailPage') },
  { path: '/myreceipt', meta: { name: 'myReceipt', titleKey: 'routes.myReceipt', requiresLogin: true }, load: () => import('@/pages/MyReceiptPage') },
  { path: '/announcement/:id', meta: { name: 'announcement', titleKey: 'routes.announcement' }, load: () => import('@/pages/AnnouncementPage') },
  { path: '/lotteryList', meta: { name: 'lotteryList', titleKey: 'routes.lotteryList', keepAlive: true }, load: () => import('@/pages/LotteryListPage') },
  { path: '/lotteryDetail', meta: { name: 'lotteryDetail', titleKey: 'routes.lotteryDetail' }, load: () => import('@/pages/LotteryDetailPage') },
  { path: '/downloadPage', meta: { name: 'download', titleKey: 'routes.download' }, load: () => import('@/pages/DownloadPage') },
  { path: '/myInvite', meta: { name: 'myInvite', titleKey: 'routes.myInvite', requiresLogin: true }, load: () => import('@/pages/MyInvitePage') },
  { path: '/contact', meta: { name: 'contact', titleKey: 'routes.contact' }, load: () => import('@/pages/ContactPage') },
];

const notFound: AppRoute = {
  path: '*',
  meta: { name: 'notFound', titleKey: 'routes.notFound' },
  load: () => import('@/pages/NotFoundPage'),
};

/** react-router children of the shell layout: lazy Component + the meta in `handle`. */
export function toRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return [...routes, notFound].map((r) => ({
    path: r.path,
    handle: r.meta,
    lazy: async () => {
      const [page] = await Promise.all([r.load(), antdRenderReady()]);
      return { Component: page.default };
    },
  }));
}
