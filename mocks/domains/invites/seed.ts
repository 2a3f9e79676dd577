import { persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { findUser, nextUid, users } from '../users/table';

const DAY = 24 * 3_600_000;
/** Extra invitees so the inviter's list spans two pages of 10. */
export const EXTRA_INVITEES = 9;

/** More users registered with the inviter's link, newest last; the inviter's inviteNum follows. */
export async function seedInvites(s: SeedContext): Promise<void> {
  const inviter = findUser(persona('inviter').address);
  if (!inviter) return;
  for (let i = 0; i < EXTRA_INVITEES; i++) {
    const registerTime = s.now - (EXTRA_INVITEES - i) * 2 * DAY - s.faker.number.int({ min: 0, max: DAY });
    await users.create({
      uid: nextUid(),
      address: s.faker.finance.ethereumAddress().toLowerCase(),
      parentAddress: inviter.address,
      status: 1,
      nickname: i % 3 === 0 ? s.faker.person.fullName().slice(0, 16) : s.faker.string.alphanumeric(8),
      headUrl: '',
      inviteNum: 0,
      registerTime,
      latestLoginTime: Math.min(s.now, registerTime + DAY),
      realNameVerified: i % 2 === 0,
    });
  }
  const count = users.findMany((q) => q.where({ parentAddress: inviter.address })).length;
  await users.update((q) => q.where({ address: inviter.address }), {
    data: (u) => {
      u.inviteNum = count;
    },
  });
}
