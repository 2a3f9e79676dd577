import { invitesEndpoints } from '@contracts/invites';
import { implement } from '../../core/implement';
import { paginate } from '../../core/paging';
import { ok } from '../../core/respond';
import { toUserVO, users } from '../users/table';

/** Users whose parentAddress is the caller, uid desc (newest registrations first), as the real page. */
const page = implement(invitesEndpoints.page, ({ input, me }) => {
  const rows = users.findMany((q) => q.where({ parentAddress: me.address })).sort((a, b) => b.uid - a.uid);
  const result = paginate(rows, input.page, input.size);
  return ok({ ...result, data: result.data.map(toUserVO) });
});

export const invitesHandlers = [page];
