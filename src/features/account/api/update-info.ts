import { accountEndpoints } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Saves the nickname only: the real backend discards headUrl, so it is never sent. */
export function useUpdateNickname() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => callApi(accountEndpoints.updateInfo, { nickname }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['account', 'info'] }),
  });
}
