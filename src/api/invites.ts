import { invitesEndpoints } from '@contracts/invites';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { LIST_QUERY_META } from './list-meta';

export const INVITES_PAGE_SIZE = 10;

/** The invitations' cache keys (the people the shopper invited). */
export const invitesKeys = {
  all: ['invites'] as const,
  page: () => [...invitesKeys.all, 'page'] as const,
};

export const invitesPageQuery = () =>
  infiniteQueryOptions({
    queryKey: invitesKeys.page(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(invitesEndpoints.page, { page: pageParam, size: INVITES_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useInvitesPage() {
  return useInfiniteQuery(invitesPageQuery());
}
