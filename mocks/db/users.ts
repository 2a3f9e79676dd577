import { UserVO } from '@contracts/account';
import { z } from 'zod';
import { PERSONAS, type PersonaKey, persona } from '../core/personas';
import type { SeedContext } from '../core/seed-context';
import { defineTable } from '../core/store';

/** A user row: the wire UserVO plus what the real backend keeps elsewhere (real-name state). */
export const UserRecord = UserVO.extend({ realNameVerified: z.boolean() });
export type UserRecord = z.infer<typeof UserRecord>;

export const users = defineTable('users', UserRecord);
/** Redis token → address with a fixed TTL set at login (reads do not refresh it). */
export const sessions = defineTable(
  'sessions',
  z.object({ token: z.string(), address: z.string(), expiresAt: z.number() }),
);
/** Redis address → challenge text (d0878): a new /content call overwrites, login takes it once. */
export const challenges = defineTable(
  'challenges',
  z.object({ address: z.string(), content: z.string(), expiresAt: z.number() }),
);

export const SESSION_TTL_MS = 7 * 24 * 3600_000;
export const FIRST_UID = 10001;
const DAY = 24 * 3600_000;

export function findUser(address: string): UserRecord | undefined {
  const a = address.toLowerCase();
  return users.findFirst((q) => q.where({ address: a }));
}

/** The wire view of a row (drops internal fields). */
export function toUserVO(u: UserRecord): UserVO {
  return UserVO.parse(u);
}

export function isRealNameVerified(address: string): boolean {
  return findUser(address)?.realNameVerified ?? false;
}

export function nextUid(): number {
  return users.all().reduce((max, u) => Math.max(max, u.uid), FIRST_UID - 1) + 1;
}

export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function createSession(address: string, now: number): Promise<string> {
  const token = randomHex(16);
  await sessions.create({
    token,
    address: address.toLowerCase(),
    expiresAt: now + SESSION_TTL_MS,
  });
  return token;
}

/** The live session of `token`, or undefined when unknown or expired. */
export function findSession(token: string, now: number): { token: string; address: string } | undefined {
  const s = sessions.findFirst((q) => q.where({ token }));
  return s && s.expiresAt > now ? { token: s.token, address: s.address } : undefined;
}

const personaNick: Record<PersonaKey, string> = {
  normal: '链上小明',
  newbie: '新来的阿花',
  frozen: '冻结用户',
  realname: '待实名的小李',
  inviter: '推广达人老王',
  invitee: '老王的朋友',
  merchant: '尚品潮玩',
  merchant2: '链上好物',
};

/** Users first: every persona (merchants are users too), invitees of the inviter, and faker shoppers. */
export async function seedUsers(s: SeedContext): Promise<void> {
  const f = s.faker;
  let uid = FIRST_UID;
  const inviter = persona('inviter').address;
  const make = (address: string, over: Partial<UserRecord> = {}): UserRecord => {
    const registerTime = s.now - f.number.int({ min: 30, max: 400 }) * DAY - f.number.int({ min: 0, max: DAY });
    return {
      uid: uid++,
      address,
      parentAddress: '',
      status: 1,
      nickname: f.string.alphanumeric(8),
      headUrl: '',
      inviteNum: 0,
      registerTime,
      latestLoginTime: Math.min(s.now, registerTime + f.number.int({ min: 0, max: 30 }) * DAY),
      realNameVerified: true,
      ...over,
    };
  };
  const rows: UserRecord[] = PERSONAS.map((p) =>
    make(p.address, {
      nickname: personaNick[p.key],
      status: p.key === 'frozen' ? 0 : 1,
      realNameVerified: p.key !== 'realname',
      parentAddress: p.key === 'invitee' ? inviter : '',
      ...(p.key === 'newbie' ? { registerTime: s.now - 2 * DAY, latestLoginTime: s.now - DAY } : {}),
    }),
  );
  // The inviter's extra invitees and some ordinary shoppers, some of them invited by others.
  for (let i = 0; i < 5; i++)
    rows.push(
      make(f.finance.ethereumAddress().toLowerCase(), {
        parentAddress: inviter,
      }),
    );
  for (let i = 0; i < 12; i++) {
    const parent = i % 4 === 3 ? (rows[rows.length - 1]?.address ?? '') : '';
    rows.push(
      make(f.finance.ethereumAddress().toLowerCase(), {
        parentAddress: parent,
        nickname: i % 2 ? f.person.fullName().slice(0, 16) : f.string.alphanumeric(8),
      }),
    );
  }
  for (const r of rows) r.inviteNum = rows.filter((x) => x.parentAddress === r.address).length;
  for (const r of rows) await users.create(r);
}
