import { noticesEndpoints } from '@contracts/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** An unknown id answers no data: the query resolves null and the screen says "not found". */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['notices', 'detail', id],
    queryFn: async ({ signal }) => (await callApi(noticesEndpoints.detail, { id }, { signal })) ?? null,
    enabled: Number.isInteger(id) && id > 0,
  });

export function useNoticeDetail(id: number) {
  return useQuery(noticeDetailQuery(id));
}
