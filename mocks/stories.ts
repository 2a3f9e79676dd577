import { now } from './core/clock';
import { type PersonaKey, persona } from './core/personas';
import { type ScenarioName, scenarioHandler } from './core/scenarios';
import { createSession } from './domains/users/table';
import { ensureSeeded } from './seed';

/**
 * The one door from Storybook into the mock: story files (`*.stories.tsx` beside the components they show), their
 * shared support in `stories/`, and `.storybook/` import the mock only from here (rule stories-mock-through-facade, .dependency-cruiser.mjs). When the mock's
 * internals move, only this file's import paths change. A story forces an outcome with
 * `beforeEach: withScenario('empty')`, or inside its own beforeEach: `msw.use(scenarioHandler('slow'))`.
 */
export function withScenario(name: ScenarioName, opts: { path?: string; count?: number } = {}) {
  return ({ msw }: { msw: { use: (...handlers: ReturnType<typeof scenarioHandler>[]) => void } }) => {
    msw.use(scenarioHandler(name, opts));
  };
}

/** A live session token for a persona, to put where the app keeps its token (src/lib/storage.ts). */
export async function demoToken(key: PersonaKey): Promise<string> {
  await ensureSeeded();
  return createSession(persona(key).address, now());
}

/*
 * What stories may use, and nothing else of the mock: scenarios; the shop's clock (stories date fixtures from it
 * and move it forward); personas and sessions; the tables story fixtures read to pick a record in the state a
 * story shows, and resetDb; the payment rules, so a story states the amount the backend would ask for; the demo
 * wallet and the network's delay; the handlers the Storybook service worker serves (.storybook/msw-worker.ts).
 */
export { advance, configureClock, FIXED_START, now, set as setClock } from './core/clock';
export { setDelayMode } from './core/delay';
export { PERSONAS, type PersonaKey, persona } from './core/personas';
export { SCENARIOS, type ScenarioName, scenarioHandler } from './core/scenarios';
export { configureChain } from './domains/chain/settings';
export { nonceOf, recordRawTx } from './domains/chain/table';
export { UNDATED } from './domains/goods/seed';
export { INSIDE_ADDRESSES, skus, spus } from './domains/goods/table';
export { findInvoice, invoiceableOrders } from './domains/invoices/table';
export { findOrder } from './domains/orders/rules/lifecycle';
export { ORDER_EXPIRE_MS, type OrderRecord, orders } from './domains/orders/table';
export { decideOffline, RATES } from './domains/payments/handlers';
export { divCeil } from './domains/payments/rules/money';
export { DEMO_OPERATION_PASSWORD } from './domains/payments/table';
export { createSession, findSession } from './domains/users/table';
export { handlers } from './handlers';
export { resetDb } from './seed';
export { installDemoWallet } from './wallet/demo-provider';
