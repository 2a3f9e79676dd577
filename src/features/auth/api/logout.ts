import { authEndpoints } from '@contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { clearUser, getToken } from '@/lib/storage';

/**
 * Logout: tells the server (best effort: a dead session is logged out anyway), then clears every
 * user key and every cached user query. The language stays.
 */
export async function logout(): Promise<void> {
  if (getToken()) {
    try {
      await callApi(authEndpoints.logout, {}, { timeoutMs: 5000 });
    } catch {
      // The local logout must happen even when the server is unreachable.
    }
  }
  clearUser();
}

export function useLogout(): () => Promise<void> {
  const qc = useQueryClient();
  return useCallback(async () => {
    await logout();
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'chain' && q.queryKey[0] !== 'goods' });
  }, [qc]);
}
