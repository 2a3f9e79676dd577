import { invitesEndpoints } from '@contracts/invites';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_QUERY_META } from '@/components/list/list-query';
import { callApi } from '@/lib/api-client';

export const INVITES_PAGE_SIZE = 10;

export const invitesPageQuery = () =>
  infiniteQueryOptions({
    queryKey: ['invites', 'page'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(invitesEndpoints.page, { page: pageParam, size: INVITES_PAGE_SIZE }, { signal }),
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: LIST_QUERY_META,
  });

export function useInvitesPage() {
  return useInfiniteQuery(invitesPageQuery());
}
