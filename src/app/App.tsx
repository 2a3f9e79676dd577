import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { askRealName, notifyDanger } from '@/lib/feedback';
import { createQueryClient } from '@/lib/query-client';
import { getToken, setToken } from '@/lib/storage';
import { setOtherDeviceNotice } from '@/platform/bridge';
import { currentDevice } from '@/platform/device';
import { createNav } from '@/platform/nav';
import { notifyOtherDevice } from './notices';
import { Providers } from './Providers';
import { type AppRouter, createAppRouter, isAppPath } from './router';

/** Desktop visitors only: out of the phone's entry bundle. */
const DesktopPlaceholder = lazy(() => import('./DesktopPlaceholder').then((m) => ({ default: m.DesktopPlaceholder })));

export const RECORD_NO = import.meta.env.VITE_RECORD_NO ?? '';

/** Session expired (301/302): the token is gone; go to login and come back afterwards. */
function sendToLogin(router: AppRouter): void {
  if (getToken()) setToken(null);
  const { pathname, search } = router.state.location;
  if (pathname === '/login') return;
  void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
}

function create() {
  const client = createQueryClient({
    onSessionExpired: () => sendToLogin(router),
    onRealName: () => void askRealName(),
    onError: notifyDanger,
  });
  const router = createAppRouter(client);
  return { router, client };
}

/**
 * Whether the router has loaded its first route. RouterProvider copies the router's state when it renders
 * and subscribes only once it has committed; with the first page's chunk started by the entry (main.tsx),
 * the route can finish loading in between (the first render is sliced, see main.tsx), and RouterProvider
 * then never learns of it: the app stayed blank in about one cold start in four. useSyncExternalStore checks
 * for a change it missed, so RouterProvider is rendered only once there is nothing left to miss.
 */
function useRouterReady(router: AppRouter): boolean {
  return useSyncExternalStore(
    (changed) => router.subscribe(() => changed()),
    () => router.state.initialized,
  );
}

export function App() {
  const [device] = useState(currentDevice);
  const [{ router, client }] = useState(create);
  const routerReady = useRouterReady(router);
  setOtherDeviceNotice(notifyOtherDevice);
  useEffect(() => {
    const nav = createNav({
      navigate: (to) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)),
      isAppPath,
      canGoBack: () => router.state.location.key !== 'default',
    });
    window.mallNav = (action) => nav.run(action);
    return () => {
      delete window.mallNav;
    };
  }, [router]);
  if (device.desktop) {
    return (
      <Providers client={client}>
        <Suspense fallback={null}>
          <DesktopPlaceholder href={window.location.href} recordNo={RECORD_NO} />
        </Suspense>
      </Providers>
    );
  }
  return (
    <Providers client={client}>
      {routerReady ? <RouterProvider router={router} /> : null}
    </Providers>
  );
}
