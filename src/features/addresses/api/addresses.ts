import { addressesEndpoints, type UserExpressRO } from '@contracts/addresses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiOrNull } from '@/lib/api-client';

/** Same key as other screens that read the book (the orders ship-to chooser), so edits refresh them. */
export const addressListQuery = () =>
  queryOptions({
    queryKey: ['addresses', 'list'],
    queryFn: ({ signal }) => callApi(addressesEndpoints.list, {}, { signal }),
  });

export const useAddressList = () => useQuery(addressListQuery());

export function useAddressDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['addresses', 'detail', id],
    queryFn: ({ signal }) => callApiOrNull(addressesEndpoints.detail, { id: id as number }, { signal }),
    enabled: id !== undefined,
  });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UserExpressRO) => callApi(addressesEndpoints.save, input),
    onSettled: () => qc.invalidateQueries({ queryKey: ['addresses'] }),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(addressesEndpoints.delete, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['addresses'] }),
  });
}
