/**
 * The `meta` of every list query shown by PagedList: a failed page is shown inline with one retry,
 * so the query cache's danger toast (spec §8) stays quiet. Session expiry and real-name still act.
 */
export const LIST_QUERY_META = { silentError: true } as const;

/** What `onePage` needs of a plain TanStack query (useQuery's result fits). */
interface PlainQuery {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * A list the backend sends whole (tokens, addresses) seen by PagedList as one page: the same
 * skeleton, error, empty state, pull-to-refresh and end marker as the paged lists.
 */
export function onePage(q: PlainQuery) {
  return {
    isPending: q.isPending,
    isError: q.isError,
    error: q.error,
    isFetchNextPageError: false,
    hasNextPage: false,
    fetchNextPage: async () => ({ isError: false, error: null }),
    refetch: q.refetch,
  };
}
