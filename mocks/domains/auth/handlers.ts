import { authEndpoints } from '@contracts/auth';
import { getAddress, verifyMessage } from 'ethers';
import { now } from '../../core/clock';
import { implement } from '../../core/implement';
import { withLock } from '../../core/lock';
import { failWith, invalid, ok } from '../../core/respond';
import type { SessionBackend } from '../../core/session';
import { challenges, createSession, findSession, findUser, nextUid, randomHex, sessions, users } from '../users/table';
import { buildChallenge, CHALLENGE_TTL_MS, inviterOf, randomDigits } from './rules/challenge';

/** `^0x[0-9a-fA-F]{40}$` is in the contract; a mixed-case address must also be EIP-55 valid. */
function checksumOk(address: string): boolean {
  try {
    getAddress(address);
    return true;
  } catch {
    return false;
  }
}

/** 8 random alphanumerics, the nickname of a freshly registered address. */
function randomNickname(): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const hex = randomHex(8);
  return Array.from({ length: 8 }, (_, i) => abc[Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16) % abc.length]).join(
    '',
  );
}

const content = implement(authEndpoints.content, async ({ input, lang, request }) => {
  if (!checksumOk(input.address)) return failWith('invalid_address_format', lang);
  if (input.inviteAddress !== '' && !checksumOk(input.inviteAddress)) return failWith('invalid_address_format', lang);
  const address = input.address.toLowerCase();
  const issuedAt = now();
  const text = buildChallenge({
    domain: new URL(request.url).host,
    address,
    nonce: randomDigits(12),
    inviteAddress: input.inviteAddress,
    issuedAt,
  });
  // A new challenge replaces the previous one for this address (Redis SET on the address key); this GET
  // writes, so it takes the lock POSTs run under, or two racing calls could leave two challenges.
  await withLock(async () => {
    challenges.deleteMany((q) => q.where({ address }));
    await challenges.create({ address, content: text, expiresAt: issuedAt + CHALLENGE_TTL_MS });
  });
  return ok({ content: text });
});

const login = implement(authEndpoints.login, async ({ input, lang }) => {
  if (!checksumOk(input.address)) return failWith('invalid_address_format', lang);
  const address = input.address.toLowerCase();
  // Get-and-delete: a challenge is used once, whether or not the signature turns out valid.
  const challenge = challenges.delete((q) => q.where({ address }));
  if (!challenge || challenge.expiresAt <= now()) return invalid(lang, '签名原文已过期');
  let signer = '';
  try {
    signer = verifyMessage(
      challenge.content,
      input.signature.startsWith('0x') ? input.signature : `0x${input.signature}`,
    );
  } catch {
    return invalid(lang, '签名校验失败');
  }
  if (signer.toLowerCase() !== address) return invalid(lang, '签名校验失败');

  const t = now();
  const existing = findUser(address);
  if (existing) {
    if (existing.status === 0) return failWith('account_frozen', lang);
    await users.update((q) => q.where({ address }), {
      data: (u) => {
        u.latestLoginTime = t;
      },
    });
  } else {
    const invited = inviterOf(challenge.content);
    const parentAddress = invited === address ? '' : invited;
    if (parentAddress && !findUser(parentAddress)) return failWith('invalid_referral_address', lang);
    await users.create({
      uid: nextUid(),
      address,
      parentAddress,
      status: 1,
      nickname: randomNickname(),
      headUrl: '',
      inviteNum: 0,
      registerTime: t,
      latestLoginTime: t,
      realNameVerified: true,
    });
    if (parentAddress)
      await users.update((q) => q.where({ address: parentAddress }), {
        data: (u) => {
          u.inviteNum += 1;
        },
      });
  }
  return ok({ authorization: await createSession(address, t) });
});

const logout = implement(authEndpoints.logout, ({ me }) => {
  sessions.deleteMany((q) => q.where({ token: me.token }));
  return ok();
});

export const authHandlers = [content, login, logout];

/**
 * How implement() resolves the `authorization` header (installed by mocks/handlers.ts, which adds `ready`: waiting
 * for the seed belongs to the seed orchestrator, mocks/seed.ts, which a domain does not import).
 */
export const sessionBackendImpl: Omit<SessionBackend, 'ready'> = {
  lookup(token) {
    const s = findSession(token, now());
    if (!s) return { kind: 'invalid' };
    const user = findUser(s.address);
    if (!user) return { kind: 'invalid' };
    return { kind: 'ok', session: s, frozen: user.status === 0 };
  },
};
