import type { UserVO } from '@contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionExpiredError } from '@/lib/api-errors';

/**
 * The logged-in user (start-up, spec §2). A 301/302 here only means "logged out": the API client has
 * already removed the token, and the visitor stays where they are, so it resolves null.
 * The key starts with ['account', 'info'] so screens that change the profile can invalidate it.
 * The call itself is a dynamic import: this hook sits in the app shell, and the API client brings zod
 * (about 25 KiB gzip) that the first paint does not need.
 */
export const accountInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'info', token ?? ''],
    queryFn: async ({ signal }): Promise<UserVO | null> => {
      const { fetchAccountInfo } = await import('./fetch-account-info');
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
