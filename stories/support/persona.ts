import { demoToken, type PersonaKey } from '../../mocks/stories';
import { setToken } from '../../src/lib/storage';

/** beforeEach: log in as a demo persona (a real signed login, a live mock session), or log out with null. */
export function loggedInAs(key: PersonaKey | null) {
  return async () => {
    setToken(key ? await demoToken(key) : null);
  };
}

/** `beforeEach: as('newbie')`: the app holds a live session of that demo persona. */
export const as = (key: PersonaKey) => loggedInAs(key);

export const asNormal = as('normal');
