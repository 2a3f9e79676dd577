import { controlHandlers } from './core/control';
import { imageHandlers } from './core/images';
import { setSessionBackend } from './core/session';
import { recordRawTx } from './db/chain-ledger';
import { currentSeed, resetDb } from './db/seed';
import { snapshot } from './db/store';
import { accountHandlers } from './domains/account';
import { authHandlers, sessionBackendImpl } from './domains/auth';

setSessionBackend(sessionBackendImpl);

const control = controlHandlers({
  resetDb,
  currentSeed,
  sendRawTx: async (raw, time) => ({
    hash: (await recordRawTx(raw, time)).hash,
  }),
  tableCounts: () => Object.fromEntries(Object.entries(snapshot()).map(([name, rows]) => [name, rows.length])),
});

/**
 * Every mock handler, for the worker, msw/node and the Express adapter. Each domain adds ONE line.
 */
export const handlers = [...control, ...imageHandlers, ...authHandlers, ...accountHandlers];

export { resetDb };
