import type { AnyEndpoint, InputOf } from '@contracts/core/endpoint';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';

/**
 * The options of a query that is one endpoint's answer: the key from the domain's key factory, the call made with
 * the query's abort signal (a screen left mid-request cancels it). A query that needs more (staleTime, enabled)
 * spreads this into its own `queryOptions`.
 */
export function endpointQuery<E extends AnyEndpoint, const K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: InputOf<E>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => callApi(endpoint, input, { signal }) });
}

/** The same for a "find one" endpoint: nothing found (the backend omits `data`) answers null (callApiOrNull). */
export function findOneQuery<E extends AnyEndpoint, const K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: InputOf<E>,
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => callApiOrNull(endpoint, input, { signal }) });
}
