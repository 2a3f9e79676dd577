import { addressesEndpoints } from '@contracts/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** The shipping-address book (contract owned by the addresses domain), for the ship-to choice. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: ['addresses', 'list'],
    queryFn: ({ signal }) => callApi(addressesEndpoints.list, {}, { signal }),
  });

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQuery(), enabled });
}
