import { noticesEndpoints } from '@contracts/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The latest few notices for the home strip (top first, as the server orders them). */
export const noticeStripQuery = () =>
  queryOptions({
    queryKey: ['notices', 'strip'],
    queryFn: ({ signal }) => callApi(noticesEndpoints.page, { page: 1, size: 5 }, { signal }),
    select: (page) => page.data,
    staleTime: 5 * 60_000,
    // The strip is decoration: a failure hides it instead of raising a toast.
    meta: { silentError: true },
  });

export function useNoticeStrip() {
  return useQuery(noticeStripQuery());
}
