import { type DefaultOptions, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/**
 * For tests of hooks and screens that use the query cache: a fresh QueryClient per test, built the way the app
 * builds it (createQueryClient, so error toasts, session expiry, real-name and state refusals behave as in the
 * app), with spies in place of those three effects and a `wrapper` that provides the client to
 * renderHook/render. Call it at the top of a test file, like setupMockServer: it registers its own
 * beforeEach (fresh client, spies reset) and afterEach (the client's cache cleared).
 *
 * `queries`: defaults laid over the app's for this file, e.g. `{ retry: false }` where a test forces a failure and
 * wants the error at once instead of after the app's retries with backoff.
 */
export function queryHarness(options: { queries?: DefaultOptions['queries'] } = {}) {
  const effects = { onError: vi.fn(), onSessionExpired: vi.fn(), onRealName: vi.fn() };
  let current: QueryClient | undefined;
  beforeEach(() => {
    for (const spy of Object.values(effects)) spy.mockReset();
    current = createQueryClient(effects);
    if (options.queries) {
      const app = current.getDefaultOptions();
      current.setDefaultOptions({ ...app, queries: { ...app.queries, ...options.queries } });
    }
  });
  afterEach(() => {
    current?.clear();
    current = undefined;
  });
  /** This test's client (outside a test there is none). */
  const client = (): QueryClient => {
    if (!current) throw new Error('queryHarness: the client exists only inside a test');
    return current;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client()}>{children}</QueryClientProvider>
  );
  return { ...effects, client, wrapper };
}
