import { describe, expect, it } from 'vitest';
import { PERSONAS, persona } from '../../core/personas';
import { snapshot } from '../../core/store';
import { resetDb } from '../../seed';
import { findUser, UserRecord, users } from './table';

describe('seeded users', () => {
  it('is deterministic per seed and differs between seeds', async () => {
    await resetDb({ seed: 11, now: 1_700_000_000_000 });
    const a = snapshot().users;
    await resetDb({ seed: 11, now: 1_700_000_000_000 });
    expect(snapshot().users).toEqual(a);
    await resetDb({ seed: 12, now: 1_700_000_000_000 });
    expect(snapshot().users).not.toEqual(a);
  });
  it('holds valid records with unique uids and addresses', async () => {
    await resetDb();
    const all = users.all();
    for (const u of all) expect(UserRecord.safeParse(u).success).toBe(true);
    expect(new Set(all.map((u) => u.uid)).size).toBe(all.length);
    expect(new Set(all.map((u) => u.address)).size).toBe(all.length);
    expect(all.every((u) => u.address === u.address.toLowerCase())).toBe(true);
  });
  it('gives each persona its traits', async () => {
    await resetDb();
    for (const p of PERSONAS) expect(findUser(p.address)).toBeDefined();
    expect(findUser(persona('frozen').address)?.status).toBe(0);
    expect(findUser(persona('realname').address)?.realNameVerified).toBe(false);
    expect(findUser(persona('normal').address)).toMatchObject({ status: 1, realNameVerified: true });
    expect(findUser(persona('invitee').address)?.parentAddress).toBe(persona('inviter').address);
  });
  it('counts invitations: the inviter has several invitees and inviteNum matches', async () => {
    await resetDb();
    const all = users.all();
    const inviter = persona('inviter').address;
    expect(all.filter((u) => u.parentAddress === inviter).length).toBeGreaterThanOrEqual(4);
    for (const u of all) expect(u.inviteNum).toBe(all.filter((x) => x.parentAddress === u.address).length);
  });
});
