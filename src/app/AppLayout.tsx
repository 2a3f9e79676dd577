import { useEffect } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { captureInvite } from '@/features/auth/lib/invite';
import { SessionProvider, useToken } from '@/features/session';
import { AccountFrozenGate } from './account-frozen/AccountFrozenGate';
import { useDocumentTitle } from './document-title';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { OfflineBanner } from './OfflineBanner';
import { isRouteMeta, type RouteMeta } from './routes/route-meta';
import css from './shell.module.css';
import { TabBar } from './TabBar';

function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return isRouteMeta(leaf?.handle) ? leaf.handle : null;
}

export function loginPath(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** The frame of every screen: start-up session, invite capture, login guard, outlet, tab bar. */
export function AppLayout() {
  const meta = useRouteMeta();
  const location = useLocation();
  const token = useToken();
  useDocumentTitle(meta);

  useEffect(() => {
    captureInvite(location.search);
  }, [location.search]);

  const blocked = meta?.requiresLogin && !token;
  return (
    <SessionProvider>
      <OfflineBanner />
      <div className={meta?.keepBottom ? css.withTabBar : undefined}>
        {blocked ? <Navigate to={loginPath(location.pathname, location.search)} replace /> : <KeepAliveOutlet />}
      </div>
      {meta?.keepBottom && <TabBar active={meta.name} />}
      <AccountFrozenGate />
    </SessionProvider>
  );
}
