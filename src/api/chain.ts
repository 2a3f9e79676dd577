import { chainEndpoints } from '@contracts/chain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

/** The chain domain's cache keys. Its entries are the same for every shopper, so a logout keeps them (auth.ts). */
export const chainKeys = {
  all: ['chain'] as const,
  contracts: () => [...chainKeys.all, 'contracts'] as const,
};

/**
 * The chain contracts, fetched once at start-up (docs/backend/spec-rules.md#start-up, SessionProvider) and shared by
 * every screen. Two copies used to disagree on staleTime (10 min at start-up, Infinity on the asset detail): 10 min wins.
 * The list is the operator's, not fixed at build time: a contract registered during a long session must reach
 * a screen opened later (the asset detail looks its ctId up here), and 10 min still spares every screen of
 * the start-up's answer a second request.
 */
export const contractListQuery = () =>
  queryOptions({
    ...endpointQuery(chainKeys.contracts(), chainEndpoints.contractList, {}),
    staleTime: 10 * 60_000,
  });

export const useContracts = () => useQuery(contractListQuery());
