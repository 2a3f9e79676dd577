import { QueryClient } from '@tanstack/react-query';

/**
 * The query client of every story (the preview's decorator) and of the shell journeys (stories/support/shell-root.tsx),
 * a fresh one per story: no retries, so a forced failure shows at once, and nothing goes stale while a play function
 * looks, so no refetch changes the screen under it. Vitest tests use src/lib/testing/query-harness.tsx instead.
 */
export function storyQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}
