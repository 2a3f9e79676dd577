import { describe, expect, it } from 'vitest';
import { now } from '../../core/clock';
import { PERSONAS, persona } from '../../core/personas';
import { setupMockServer } from '../../testing';
import {
  createSession,
  FIRST_UID,
  findSession,
  findUser,
  isRealNameVerified,
  nextUid,
  randomHex,
  SESSION_TTL_MS,
  sessions,
  toUserVO,
  users,
} from './table';

setupMockServer();

const DAY = 86_400_000;

describe('user lookups', () => {
  it('finds a user whatever the address case and knows who passed real-name checks', () => {
    const normal = persona('normal').address;
    expect(findUser(normal.toUpperCase().replace('0X', '0x'))?.address).toBe(normal);
    expect(isRealNameVerified(normal.toUpperCase())).toBe(true);
    expect(isRealNameVerified(persona('realname').address)).toBe(false);
    expect(isRealNameVerified('0x0000000000000000000000000000000000000001')).toBe(false);
  });

  it('shows the wire view without the internal real-name flag', () => {
    const vo = toUserVO(findUser(persona('normal').address) as NonNullable<ReturnType<typeof findUser>>);
    expect(vo).not.toHaveProperty('realNameVerified');
    expect(vo.nickname).toBe('链上小明');
  });

  it('numbers new users after the highest uid, from 10001 in an empty table', () => {
    const highest = users.all().length + FIRST_UID - 1;
    expect(nextUid()).toBe(highest + 1);
    users.clear();
    expect(nextUid()).toBe(10001);
  });
});

describe('sessions', () => {
  it('stores a lowercase address and lives until just before its fixed expiry', async () => {
    const t = now();
    const token = await createSession(persona('normal').address.toUpperCase(), t);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(sessions.findFirst((q) => q.where({ token }))?.address).toBe(persona('normal').address);
    expect(findSession(token, t + SESSION_TTL_MS - 1)).toEqual({ token, address: persona('normal').address });
    expect(findSession(token, t + SESSION_TTL_MS)).toBeUndefined();
    expect(SESSION_TTL_MS).toBe(7 * DAY);
    expect(findSession('unknown', t)).toBeUndefined();
  });

  it('makes random hex of the asked length', () => {
    expect(randomHex(3)).toMatch(/^[0-9a-f]{6}$/);
    // 64 random bytes almost surely include one below 0x10, which must keep its leading zero.
    expect(randomHex(64)).toMatch(/^[0-9a-f]{128}$/);
    expect(randomHex(20)).not.toBe(randomHex(20));
  });
});

/** The users seedUsers made (later seeders, e.g. invites, add more). */
const seededUsers = () => users.all().slice(0, PERSONAS.length + 17);

describe('seeded users', () => {
  it('numbers users from 10001 without gaps: personas first, then invitees and shoppers', () => {
    const all = seededUsers();
    expect(all.map((u) => u.uid)).toEqual(all.map((_, i) => FIRST_UID + i));
    expect(all.slice(0, PERSONAS.length).map((u) => u.address)).toEqual(PERSONAS.map((p) => p.address));
  });

  it('gives the newbie a fresh account and everyone else an older one with a sane last login', () => {
    const t = now();
    expect(findUser(persona('newbie').address)).toMatchObject({ registerTime: t - 2 * DAY, latestLoginTime: t - DAY });
    for (const u of seededUsers()) {
      expect(u.latestLoginTime).toBeLessThanOrEqual(t);
      expect(u.latestLoginTime).toBeGreaterThanOrEqual(u.registerTime);
      if (u.address === persona('newbie').address) continue;
      expect(u.registerTime).toBeLessThanOrEqual(t - 30 * DAY);
      expect(u.registerTime).toBeGreaterThanOrEqual(t - 401 * DAY);
    }
    expect(seededUsers().filter((u) => u.latestLoginTime < t).length).toBeGreaterThan(10);
  });

  it('gives the inviter six invitees (five extra) and chains every fourth shopper to the one before', () => {
    const inviter = persona('inviter').address;
    const all = seededUsers();
    expect(all.filter((u) => u.parentAddress === inviter)).toHaveLength(6);
    const shoppers = all.slice(PERSONAS.length + 5);
    expect(shoppers).toHaveLength(12);
    shoppers.forEach((u, i) => {
      expect(u.parentAddress).toBe(i % 4 === 3 ? (shoppers[i - 1]?.address ?? '') : '');
    });
    // Shoppers alternate between an 8-character handle and a real-looking name.
    expect(shoppers.filter((_, i) => i % 2 === 0).every((u) => /^[0-9a-zA-Z]{8}$/.test(u.nickname))).toBe(true);
    expect(shoppers.filter((_, i) => i % 2 === 1).some((u) => !/^[0-9a-zA-Z]{8}$/.test(u.nickname))).toBe(true);
    const nicks = all.slice(0, PERSONAS.length).map((u) => u.nickname);
    expect(new Set(nicks).size).toBe(PERSONAS.length);
    expect(nicks.every((n) => /[\u4e00-\u9fa5]/.test(n))).toBe(true);
    expect(all.filter((u) => !u.realNameVerified).map((u) => u.address)).toEqual([persona('realname').address]);
    const personas = all.slice(0, PERSONAS.length);
    expect(personas.filter((u) => u.parentAddress !== '').map((u) => u.address)).toEqual([persona('invitee').address]);
    expect(all.every((u) => u.headUrl === '' && (u.status === 1 || u.address === persona('frozen').address))).toBe(
      true,
    );
  });
});
