import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The query options a page uses (`queryOptions(...)` or `infiniteQueryOptions(...)`), as far as warming needs. */
export type WarmableQuery = { queryKey: QueryKey; initialPageParam?: unknown } & Record<string, unknown>;

/**
 * Fetches a page's first reads into the cache before its first render, so that render (sliced, in a
 * transition) already has the data: otherwise each answer arriving afterwards re-renders the page in one
 * synchronous task (react-query's store updates cannot be sliced), the long tasks a phone feels on a cold
 * start. Quietly and once: no toast and no retry here. A read that fails is forgotten (unless a screen already
 * watches it), so the page asks again itself and shows its failure exactly as it would have.
 */
export async function warmQueries(client: QueryClient, queries: WarmableQuery[]): Promise<void> {
  await Promise.all(
    queries.map(async (options) => {
      const quiet = { ...options, retry: false, meta: { ...(options.meta as object | undefined), silentError: true } };
      try {
        // biome-ignore lint/suspicious/noExplicitAny: one helper for both kinds of options; each is checked where it is built
        if ('initialPageParam' in options) await client.fetchInfiniteQuery(quiet as any);
        // biome-ignore lint/suspicious/noExplicitAny: as above
        else await client.fetchQuery(quiet as any);
      } catch {
        const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
        if (query && query.getObserversCount() === 0) client.removeQueries({ queryKey: options.queryKey, exact: true });
      }
    }),
  );
}

/** Waits for `work` to settle, but no longer than `ms`. */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([
    work.then(
      () => undefined,
      () => undefined,
    ),
    limit,
  ]);
  clearTimeout(timer);
}
