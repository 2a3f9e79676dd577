import { accountEndpoints } from '@contracts/account';
import { implement } from '../../core/implement';
import { failWith, ok } from '../../core/respond';
import { findUser, toUserVO, users } from '../users/table';

const info = implement(accountEndpoints.info, ({ me, lang }) => {
  const user = findUser(me.address);
  return user ? ok(toUserVO(user)) : failWith('login_expired', lang);
});

const updateInfo = implement(accountEndpoints.updateInfo, async ({ me, input }) => {
  // The real backend stores the nickname and always blanks headUrl, whatever was sent.
  await users.update((q) => q.where({ address: me.address }), {
    data: (u) => {
      u.nickname = input.nickname;
      u.headUrl = '';
    },
  });
  return ok();
});

export const accountHandlers = [info, updateInfo];
