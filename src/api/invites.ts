import { invitesEndpoints } from '@contracts/invites';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { pagedQueryOptions } from './paged-query';

export const INVITES_PAGE_SIZE = 10;

/** The invitations' cache keys (the people the shopper invited). */
export const invitesKeys = {
  all: ['invites'] as const,
  page: () => [...invitesKeys.all, 'page'] as const,
};

export const invitesPageQuery = () =>
  pagedQueryOptions(invitesKeys.page(), (page, signal) =>
    callApi(invitesEndpoints.page, { page, size: INVITES_PAGE_SIZE }, { signal }),
  );

export function useInvitesPage() {
  return useInfiniteQuery(invitesPageQuery());
}
