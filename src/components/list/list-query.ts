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
