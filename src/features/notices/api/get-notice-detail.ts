import { noticesEndpoints } from '@contracts/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiOrNull } from '@/lib/api-client';

/** An unknown id answers no data: the query resolves null and the screen says "not found". */
export const noticeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['notices', 'detail', id],
    queryFn: ({ signal }) => callApiOrNull(noticesEndpoints.detail, { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useNoticeDetail(id: number) {
  return useQuery(noticeDetailQuery(id));
}
