import { addressesEndpoints, type UserExpressRO } from '@contracts/addresses';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { endpointQuery, findOneQuery } from './endpoint-query';
import { useRefreshingMutation } from './refreshing-mutation';

/**
 * The address book's cache keys. One list for every screen that reads the book (the addresses screens, the
 * orders' ship-to chooser, the assets' withdraw form), so an edit refreshes them all.
 */
export const addressesKeys = {
  all: ['addresses'] as const,
  list: () => [...addressesKeys.all, 'list'] as const,
  detail: (id: number | undefined) => [...addressesKeys.all, 'detail', id] as const,
};

export const addressListQuery = () => endpointQuery(addressesKeys.list(), addressesEndpoints.list, {});

export const useAddressList = (enabled = true) => useQuery({ ...addressListQuery(), enabled });

export function useAddressDetail(id: number | undefined) {
  return useQuery({
    ...findOneQuery(addressesKeys.detail(id), addressesEndpoints.detail, { id: id as number }),
    enabled: id !== undefined,
  });
}

export const useSaveAddress = () =>
  useRefreshingMutation((input: UserExpressRO) => callApi(addressesEndpoints.save, input), addressesKeys.all);

export const useDeleteAddress = () =>
  useRefreshingMutation((id: number) => callApi(addressesEndpoints.delete, { id }), addressesKeys.all);
