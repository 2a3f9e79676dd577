import { contentEndpoints } from '@contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The site content's cache keys (the home banners). */
export const contentKeys = {
  all: ['content'] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
};

export const bannersQuery = () =>
  queryOptions({
    queryKey: contentKeys.banners(),
    queryFn: ({ signal }) => callApi(contentEndpoints.banners, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQuery());
}
