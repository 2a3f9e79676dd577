import type { UserVO } from '@contracts/account';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAccountInfo } from '@/api/account';
import { loadAfterFirstScreen } from '@/lib/after-first-screen';
import { useToken } from './use-token';

export interface Session {
  token: string | null;
  loggedIn: boolean;
  /** The user's wallet address once user info has arrived. */
  address: string | null;
  user: UserVO | null;
  /** User info is on its way (a token is stored but not yet confirmed). */
  pending: boolean;
  /** Loading user info failed (server or network error, not a logged-out 301/302). */
  failed: boolean;
  /** Asks for the user info again after a failure. */
  retry: () => void;
}

const SessionContext = createContext<Session>({
  token: null,
  loggedIn: false,
  address: null,
  user: null,
  pending: false,
  failed: false,
  retry: () => {},
});

/**
 * Start-up (docs/backend/spec-rules.md#start-up): the contract list is fetched; unless on /login the user info is
 * fetched too; 301/302 removes the token (the API client does it, and useToken follows); otherwise the address and
 * user info are kept here for every screen.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  useEffect(() => {
    // The contract schemas pull in the goods and order contracts: fetched at start-up, but from a
    // lazy chunk so they stay out of the entry bundle, and once the first screen's picture is on screen
    // (no screen shows the list before a tap, and its chunk and answer would share the bandwidth).
    void loadAfterFirstScreen(() => import('@/api/chain')).then((m) => qc.prefetchQuery(m.contractListQuery()));
  }, [qc]);
  const info = useAccountInfo(token, pathname !== '/login');
  const user = info.data ?? null;
  const { refetch } = info;
  const value = useMemo<Session>(
    () => ({
      token,
      loggedIn: !!token,
      address: user?.address ?? null,
      user,
      pending: !!token && info.isPending && info.fetchStatus !== 'idle',
      failed: !!token && info.isError && !user,
      retry: () => void refetch(),
    }),
    [token, user, info.isPending, info.fetchStatus, info.isError, refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
