import { authEndpoints } from '@contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { AccountFrozenError } from '@/lib/api-errors';
import { clearUser, getToken } from '@/lib/storage';
import { chainKeys } from './chain';
import { goodsKeys } from './goods';

/** The sign-in message for an address (GET /v/access/content); the inviter travels in it. */
export function fetchSignContent(address: string, inviteAddress: string, signal?: AbortSignal): Promise<string> {
  return callApi(authEndpoints.content, { address, inviteAddress }, { signal }).then((d) => d.content);
}

/** POST /v/access/login; resolves with the raw token for the `authorization` header. */
export function postLogin(address: string, content: string, signature: string): Promise<string> {
  return callApi(authEndpoints.login, { address, content, signature }).then((d) => d.authorization);
}

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

/** The caches a logout keeps: the same for every shopper (the chain contracts, the goods catalogue). */
export const KEPT_ON_LOGOUT: readonly unknown[] = [chainKeys.all[0], goodsKeys.all[0]];

export function useLogout(): () => Promise<void> {
  const qc = useQueryClient();
  return useCallback(async () => {
    await logout();
    qc.removeQueries({ predicate: (q) => !KEPT_ON_LOGOUT.includes(q.queryKey[0]) });
    // A frozen token got 303 on public reads too (docs/backend/corrections.md#b4-frozen): the kept ones (the home feed)
    // are read again now that no token goes with them, instead of staying on "load failed" after the frozen screen's logout.
    await qc.resetQueries({ predicate: (q) => q.state.error instanceof AccountFrozenError });
  }, [qc]);
}
