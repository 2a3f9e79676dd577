import { contentEndpoints } from '@contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['content', 'banners'],
    queryFn: ({ signal }) => callApi(contentEndpoints.banners, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useBanners() {
  return useQuery(bannersQuery());
}
