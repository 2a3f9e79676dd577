import { type PersonaKey, resetDb } from '../../mocks/stories';
import { installStoryWallet } from './demo-wallet';
import { loggedInAs } from './persona';

/**
 * Shared by the Journeys stories: each mounts the whole app (router, shell, tab bar, lazy pages) with
 * `ShellAt` and walks it with `step`s a stakeholder can replay one by one in the Interactions panel.
 */

/** The whole document: the shell has its own React root, and popups and dialogs render into body. */
export { body as screen } from './popup';

/** Lazy pages load on first visit: a journey waits longer than a single-screen story. */
export const slow = { timeout: 10_000 };

/**
 * beforeEach: a persona's session with the project's demo wallet (mocks/wallet) as window.ethereum.
 * `wallTime` seeds the shop at the device clock, for screens that count down against it (payment window,
 * lottery phases); otherwise the frozen January seed whose ids the single-screen stories also use.
 */
export function journeyAs(key: PersonaKey, opts: { wallTime?: boolean } = {}) {
  return async () => {
    if (opts.wallTime) await resetDb({ now: Date.now() });
    await loggedInAs(key)();
    return installStoryWallet(key);
  };
}

export { tappable } from './popup';
