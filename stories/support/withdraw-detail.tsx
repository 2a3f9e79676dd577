import WithdrawDetailPage from '../../src/pages/WithdrawDetailPage';
import { pageAt } from './page-frame';

/**
 * The normal persona's seeded delivery orders, one per ExpressStatus (mocks/domains/deliveries/seed.ts, default
 * seed, the stories' frozen clock). A story that finds another status than its name says means the seed moved.
 */
export const ORDER = {
  wait: '202601159000000147',
  shipped: '202601139000000284',
  received: '202601099000000331',
  returnRequested: '202601129000000468',
  returnRefused: '202601059000000515',
  returnApproved: '202601119000000652',
  returnInTransit: '202601099000000789',
  returned: '202512269000000836',
} as const;

export const detailRoute = (orderId: string) => `/withdraw-detail/${orderId}`;

export const DetailPage = pageAt('/withdraw-detail/:orderId', WithdrawDetailPage);

export { asNormal } from './persona';
/** Popups and dialogs render into document.body, outside the story's canvas. */
export { body as page, tappable } from './popup';
