import { contentEndpoints } from '@contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';

/** The site content's cache keys (the home banners). */
export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
};

export const bannersQuery = () =>
  queryOptions({
    ...endpointQuery(contentKeys.banners(), contentEndpoints.banners, {}),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQuery());
}
