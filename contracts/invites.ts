import { UserVO } from './account';
import { defineEndpoint } from './core/endpoint';
import { PageQuery, pageOf } from './core/page';

export const invitesEndpoints = {
  page: defineEndpoint({
    id: 'invites.page',
    method: 'POST',
    path: '/api/v/account/invite/page',
    summary: 'Users invited by the caller (parentAddress = caller), newest registration first (uid desc)',
    auth: 'required',
    family: 'v',
    input: PageQuery,
    data: () => pageOf(UserVO),
  }),
} as const;
