import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useEffect, useState } from 'react';
import {
  createSession,
  demoToken,
  findSession,
  now,
  ORDER_EXPIRE_MS,
  resetDb,
  scenarioHandler,
  setClock,
} from '../mocks/stories';
import { getToken, setToken } from '../src/lib/storage';
import { currentWorker } from './msw-worker';
import { type ClockGlobal, type PersonaGlobal, SCENARIO_OF, type ScenarioGlobal, STORY } from './toolbars';

const MIN = 60_000;
/**
 * Seed time of each clock setting, before wall time. The normal persona's newest unpaid order is placed
 * 2 min before the seed (mocks/domains/orders/seed.ts), so seeding 26 min back leaves it 2 min of its
 * 30-minute window; 31 min back, every unpaid order has run out.
 */
const SEED_BACK: Record<Exclude<ClockGlobal, typeof STORY>, number> = {
  now: 0,
  expiring: ORDER_EXPIRE_MS - 4 * MIN,
  expired: ORDER_EXPIRE_MS + MIN,
};

interface Choice {
  persona: PersonaGlobal;
  scenario: ScenarioGlobal;
  clock: ClockGlobal;
}

/** Applies the chosen toolbar values through the mock's own controls, after the story's own setup. */
export async function applyDemoControls({ persona, scenario, clock }: Choice): Promise<void> {
  if (clock !== STORY) {
    // Re-seeding drops every session: keep the story's login (if any) across it.
    const token = getToken();
    const who = token ? findSession(token, now())?.address : undefined;
    const wall = Date.now();
    await resetDb({ now: wall - SEED_BACK[clock] });
    // The app counts down against the device clock: the shop's clock shows wall time too.
    setClock(wall);
    setToken(who ? await createSession(who, now()) : null);
  }
  if (persona !== STORY) setToken(persona === 'anonymous' ? null : await demoToken(persona));
  if (scenario !== STORY) {
    // The toolbar replaces whatever the story forced; 'none' leaves the plain mock.
    const worker = currentWorker();
    worker.resetHandlers();
    if (scenario !== 'none') worker.use(scenarioHandler(SCENARIO_OF[scenario]));
  }
}

function Applied({ persona, scenario, clock, children }: Choice & { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void applyDemoControls({ persona, scenario, clock }).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [persona, scenario, clock]);
  return ready ? children : <p role="status">Applying the demo toolbars…</p>;
}

/**
 * The persona, scenario and clock toolbars. With every toolbar on "as the story sets it" (the default,
 * and what the story tests run) the story renders untouched. Otherwise the values are applied after the
 * story's own beforeEach (so the toolbar wins over the story's login or scenario) and before it mounts;
 * a changed value remounts the story.
 */
export const withDemoControls: Decorator = (Story, { globals }) => {
  const choice: Choice = {
    persona: (globals.persona as PersonaGlobal | undefined) ?? STORY,
    scenario: (globals.scenario as ScenarioGlobal | undefined) ?? STORY,
    clock: (globals.clock as ClockGlobal | undefined) ?? STORY,
  };
  if (choice.persona === STORY && choice.scenario === STORY && choice.clock === STORY) return <Story />;
  return (
    <Applied key={`${choice.persona}|${choice.scenario}|${choice.clock}`} {...choice}>
      <Story />
    </Applied>
  );
};
