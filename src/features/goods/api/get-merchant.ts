import { merchantEndpoints } from '@contracts/merchant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const merchantQuery = (address: string) =>
  queryOptions({
    queryKey: ['merchant', address.toLowerCase()],
    queryFn: ({ signal }) => callApi(merchantEndpoints.info, { address }, { signal }),
  });

export function useMerchant(address: string) {
  return useQuery({ ...merchantQuery(address), enabled: /^0x[0-9a-fA-F]{40}$/.test(address) });
}
