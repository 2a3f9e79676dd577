import { now } from './core/clock';
import { controlHandlers } from './core/control';
import { chainControlHandlers } from './core/control-chain';
import { imageHandlers } from './core/images';
import { setSessionBackend } from './core/session';
import { snapshot } from './core/store';
import { accountHandlers } from './domains/account/handlers';
import { addressesHandlers } from './domains/addresses/handlers';
import { assetsHandlers } from './domains/assets/handlers';
import { authHandlers, sessionBackendImpl } from './domains/auth/handlers';
import { blindBoxesHandlers } from './domains/blind-boxes/handlers';
import { chainHandlers } from './domains/chain/handlers';
import { publicNonce, publicTx } from './domains/chain/rules/public-node';
import { chainSettingsOf, setChainSettings } from './domains/chain/settings';
import {
  findTx,
  mineNow,
  nonceOf,
  pendingTxs,
  recordRawTx,
  replaceByNonce,
  setTxOutcome,
  txStatus,
} from './domains/chain/table';
import { chainTransferHandlers } from './domains/chain-transfer/handlers';
import { contentHandlers } from './domains/content/handlers';
import { deliveriesHandlers } from './domains/deliveries/handlers';
import { goodsHandlers } from './domains/goods/handlers';
import { invitesHandlers } from './domains/invites/handlers';
import { invoicesHandlers } from './domains/invoices/handlers';
import { lotteriesHandlers } from './domains/lotteries/handlers';
import { merchantHandlers } from './domains/merchant/handlers';
import { noticesHandlers } from './domains/notices/handlers';
import { ordersHandlers } from './domains/orders/handlers';
import { decideOffline, paymentsHandlers } from './domains/payments/handlers';
import { currentSeed, ensureSeeded, resetDb } from './seed';
import { answerChainRpc } from './wallet/chain-rpc-answer';

// lookup is called through the object so a test's spy on sessionBackendImpl.lookup still sees every call.
setSessionBackend({ ready: ensureSeeded, lookup: (token) => sessionBackendImpl.lookup(token) });

const control = controlHandlers({
  resetDb,
  currentSeed,
  sendRawTx: async (raw, time) => {
    const tx = await recordRawTx(raw, time);
    return { hash: tx.hash, blockNumber: tx.blockNumber, blockHash: tx.blockHash };
  },
  // The wallet reads receipts through this: it must know whether the tx is pending, mined, reverted or dropped.
  findTx: (hash) => {
    const tx = findTx(hash);
    return tx && { ...tx, status: txStatus(tx) };
  },
  nonceOf: (address, chainId, tag) => nonceOf(address, chainId, tag),
  tableCounts: () => Object.fromEntries(Object.entries(snapshot()).map(([name, rows]) => [name, rows.length])),
});

const chainControl = chainControlHandlers({
  chainState: () => {
    const { blockTimeMs, backendLagMs, rpcBlindMs, next } = chainSettingsOf();
    const pending = pendingTxs().map(({ hash, chainId, from, to, dueAt, outcome }) => ({
      hash,
      chainId,
      from,
      to,
      dueAt,
      outcome,
    }));
    return { blockTimeMs, backendLagMs, rpcBlindMs, next, pending };
  },
  setChain: setChainSettings,
  // The chain's public node: it sees a tx at its block time once it has heard of it (rpcBlindMs,
  // domains/chain/rules/public-node.ts); the backend's node may lag (domains/chain/rules/receipt.ts).
  rpc: (chainId, body) =>
    answerChainRpc(chainId, body, {
      find: (hash) => publicTx(hash),
      // One block per 3 s of mock time, as the demo wallet counts.
      blockNumber: () => 12_000_000 + (Math.floor(now() / 3000) % 1_000_000),
      nonce: (address, tag) => publicNonce(address, chainId, tag),
    }),
  mine: mineNow,
  replace: replaceByNonce,
  setOutcome: setTxOutcome,
  decideOffline,
});

/**
 * Every mock handler, for the worker, msw/node and the Express adapter. Each domain adds ONE line.
 */
// biome-ignore format: one line per domain keeps concurrent additions conflict-free
export const handlers = [
  ...control,
  ...chainControl,
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
