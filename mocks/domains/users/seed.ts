import { PERSONAS, type PersonaKey, persona } from '../../core/personas';
import type { SeedContext } from '../../core/seed-context';
import { FIRST_UID, type UserRecord, users } from './table';

const DAY = 24 * 3600_000;

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
