import { controlHandlers } from './core/control';
import { imageHandlers } from './core/images';
import { setSessionBackend } from './core/session';
import { findTx, nonceOf, recordRawTx } from './db/chain-ledger';
import { currentSeed, resetDb } from './db/seed';
import { snapshot } from './db/store';
import { accountHandlers } from './domains/account';
import { addressesHandlers } from './domains/addresses';
import { assetsHandlers } from './domains/assets';
import { authHandlers, sessionBackendImpl } from './domains/auth';
import { blindBoxesHandlers } from './domains/blind-boxes';
import { chainHandlers } from './domains/chain';
import { chainTransferHandlers } from './domains/chain-transfer';
import { contentHandlers } from './domains/content';
import { deliveriesHandlers } from './domains/deliveries';
import { goodsHandlers } from './domains/goods';
import { invitesHandlers } from './domains/invites';
import { invoicesHandlers } from './domains/invoices';
import { lotteriesHandlers } from './domains/lotteries';
import { merchantHandlers } from './domains/merchant';
import { noticesHandlers } from './domains/notices';
import { ordersHandlers } from './domains/orders';
import { paymentsHandlers } from './domains/payments';

setSessionBackend(sessionBackendImpl);

const control = controlHandlers({
  resetDb,
  currentSeed,
  sendRawTx: async (raw, time) => {
    const tx = await recordRawTx(raw, time);
    return { hash: tx.hash, blockNumber: tx.blockNumber, blockHash: tx.blockHash };
  },
  findTx,
  nonceOf,
  tableCounts: () => Object.fromEntries(Object.entries(snapshot()).map(([name, rows]) => [name, rows.length])),
});

/**
 * Every mock handler, for the worker, msw/node and the Express adapter. Each domain adds ONE line.
 */
// biome-ignore format: one line per domain keeps concurrent additions conflict-free
export const handlers = [
  ...control,
  ...imageHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...goodsHandlers,
  ...blindBoxesHandlers,
  ...ordersHandlers,
  ...paymentsHandlers,
  ...merchantHandlers,
  ...contentHandlers,
  ...invitesHandlers,
  ...invoicesHandlers,
  ...lotteriesHandlers,
  ...noticesHandlers,
  ...assetsHandlers,
  ...chainHandlers,
  ...chainTransferHandlers,
  ...deliveriesHandlers,
  ...addressesHandlers,
];

export { resetDb };
