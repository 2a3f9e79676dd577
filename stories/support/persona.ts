import { demoToken, type PersonaKey } from '../../mocks/stories';
import { setToken } from '../../src/lib/storage';

/** `beforeEach: as('newbie')`: the app holds a live session of that demo persona (a real signed login). */
export const as = (key: PersonaKey) => async () => {
  setToken(await demoToken(key));
};

export const asNormal = as('normal');
