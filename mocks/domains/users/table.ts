import { UserVO } from '@contracts/account';
import { z } from 'zod';
import { defineTable } from '../../core/store';

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
const _DAY = 24 * 3600_000;

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
