import { accountEndpoints } from './account';
import { addressesEndpoints } from './addresses';
import { assetsEndpoints } from './assets';
import { authEndpoints } from './auth';
import { blindBoxesEndpoints } from './blind-boxes';
import { chainEndpoints } from './chain';
import { chainTransferEndpoints } from './chain-transfer';
import { contentEndpoints } from './content';
import type { AnyEndpoint } from './core/endpoint';
import { deliveriesEndpoints } from './deliveries';
import { goodsEndpoints } from './goods';
import { invitesEndpoints } from './invites';
import { invoicesEndpoints } from './invoices';
import { lotteriesEndpoints } from './lotteries';
import { merchantEndpoints } from './merchant';
import { noticesEndpoints } from './notices';
import { ordersEndpoints } from './orders';
import { paymentsEndpoints } from './payments';

/**
 * Every /api endpoint. Each domain adds ONE import above and ONE spread line below; tests hold this
 * list equal to the spec's endpoint table (ids and method+path unique).
 */
export const endpoints: readonly AnyEndpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(goodsEndpoints),
  ...Object.values(blindBoxesEndpoints),
  ...Object.values(ordersEndpoints),
  ...Object.values(paymentsEndpoints),
  ...Object.values(merchantEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(assetsEndpoints),
  ...Object.values(chainEndpoints),
  ...Object.values(chainTransferEndpoints),
  ...Object.values(deliveriesEndpoints),
  ...Object.values(addressesEndpoints),
  ...Object.values(invitesEndpoints),
  ...Object.values(invoicesEndpoints),
  ...Object.values(lotteriesEndpoints),
  ...Object.values(noticesEndpoints),
];

const byId = new Map(endpoints.map((e) => [e.id, e]));

export function endpointById(id: string): AnyEndpoint | undefined {
  return byId.get(id);
}
