import { chainEndpoints } from '@contracts/chain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The chain contracts, fetched once at start-up (spec §2) and shared by every screen. */
export const contractListQuery = () =>
  queryOptions({
    queryKey: ['chain', 'contracts'],
    queryFn: ({ signal }) => callApi(chainEndpoints.contractList, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export function useContractList() {
  return useQuery(contractListQuery());
}
