import { ordersEndpoints } from '@contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const orderDetailQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => callApi(ordersEndpoints.detail, { orderId }, { signal }),
  });

export function useOrderDetail(orderId: string) {
  return useQuery(orderDetailQuery(orderId));
}
