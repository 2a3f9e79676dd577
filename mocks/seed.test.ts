import { describe, expect, it } from 'vitest';
import { FIXED_START, now } from './core/clock';
import { persona } from './core/personas';
import { DEFAULT_SEED } from './core/seed-context';
import { findUser, users } from './domains/users/table';
import { currentSeed, ensureSeeded, resetDb } from './seed';
import { setupMockServer } from './testing';

setupMockServer();

describe('resetDb', () => {
  it('starts the clock at the given time, or the fixed start when none is given', async () => {
    await resetDb({ now: FIXED_START + 123_456 });
    expect(now()).toBe(FIXED_START + 123_456);
    expect(findUser(persona('newbie').address)?.registerTime).toBe(FIXED_START + 123_456 - 2 * 86_400_000);
    await resetDb();
    expect(now()).toBe(FIXED_START);
  });

  it('remembers the seed it used, falling back to the default seed', async () => {
    await resetDb({ seed: 7 });
    expect(currentSeed()).toBe(7);
    const nick = users.all().at(-1)?.nickname;
    await resetDb();
    expect(currentSeed()).toBe(DEFAULT_SEED);
    expect(users.all().at(-1)?.nickname).not.toBe(nick);
  });

  it('rebuilds every domain, so a reset undoes changes', async () => {
    const normal = persona('normal').address;
    await users.delete((q) => q.where({ address: normal }));
    await resetDb();
    expect(findUser(normal)?.nickname).toBe('链上小明');
  });
});

describe('ensureSeeded', () => {
  it('does not reseed a shop that was already seeded', async () => {
    const normal = persona('normal').address;
    await users.delete((q) => q.where({ address: normal }));
    await ensureSeeded();
    expect(findUser(normal)).toBeUndefined();
  });
});
