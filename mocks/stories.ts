import { now } from './core/clock';
import { type ScenarioName, scenarioHandler } from './core/scenarios';
import { type PersonaKey, persona } from './db/personas';
import { ensureSeeded } from './db/seed';
import { createSession } from './db/users';

/**
 * Storybook helpers (msw-storybook-addon 3). A story forces an outcome with
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

export { SCENARIOS, type ScenarioName, scenarioHandler } from './core/scenarios';
