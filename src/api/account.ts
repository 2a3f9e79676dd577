import type { UserVO } from '@contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SessionExpiredError } from '@/lib/api-errors';

/** The account domain's cache keys: `infos()` is every token's user info, so a profile change refreshes it. */
export const accountKeys = {
  all: ['account'] as const,
  infos: () => [...accountKeys.all, 'info'] as const,
  info: (token: string | null) => [...accountKeys.infos(), token ?? ''] as const,
};

/**
 * The logged-in user (docs/backend/spec-rules.md#start-up). A 301/302 here only means "logged out": the API client has
 * already removed the token, and the visitor stays where they are, so it resolves null.
 * The call itself is a dynamic import (account-calls.ts): this module sits in the app shell.
 */
export const accountInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.info(token),
    queryFn: async ({ signal }): Promise<UserVO | null> => {
      const { fetchAccountInfo } = await import('./account-calls');
      try {
        return await fetchAccountInfo(signal);
      } catch (error) {
        if (error instanceof SessionExpiredError) return null;
        throw error;
      }
    },
    enabled: !!token,
    staleTime: 60_000,
  });

export function useAccountInfo(token: string | null, enabled = true) {
  return useQuery({ ...accountInfoQuery(token), enabled: enabled && !!token });
}

/** Saves the nickname (account-calls.ts), then reads the user info again. */
export function useUpdateNickname() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (nickname: string) => (await import('./account-calls')).updateNickname(nickname),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.infos() }),
  });
}
