import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The `meta` of every list query shown by PagedList: a failed page is shown inline with one retry,
 * so the query cache's danger toast (docs/backend/spec-rules.md#error-catalogue) stays quiet. Session expiry and
 * real-name still act. Here, not beside PagedList: only the data layer builds queries, and it stands below the components.
 */
export const LIST_QUERY_META = { silentError: true } as const;

/** PageQO counts from 1 (page < 1 is read as 1). */
export const FIRST_PAGE = 1;

/** What paging reads of a PageVO (contracts/core/page.ts): where the backend says it is, and whether more follows. */
export interface PageMeta {
  pageNumber: number;
  hasNextPage: boolean;
  data: readonly unknown[];
}

/**
 * The page after `last`, or undefined at the end of the list.
 * - Only `hasNextPage` decides (the backend's `pageNumber < totalPage`): the totals are never recomputed here.
 * - The next page follows the page the backend says it sent, not the one asked for: PageHelper runs with
 *   `reasonable: true`, so a page asked past the end (the list shrank meanwhile) answers the last page again,
 *   whose `hasNextPage` is false.
 * - An empty page ends the list even if it claims more, so infinite scroll can never ask forever.
 */
export function nextPageOf(last: PageMeta): number | undefined {
  return last.hasNextPage && last.data.length > 0 ? last.pageNumber + 1 : undefined;
}

/**
 * The options of one paged list (PagedList): first page, next page, and the quiet list meta, in one place.
 * The key comes from the domain's key factory; `fetchPage` asks for one page.
 */
export function pagedQueryOptions<TPage extends PageMeta, const TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: FIRST_PAGE,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: nextPageOf,
    meta: LIST_QUERY_META,
  });
}
