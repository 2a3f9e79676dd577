import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { askRealName, notifyDanger } from '@/lib/feedback';
import { createQueryClient } from '@/lib/query-client';
import { getToken, setToken } from '@/lib/storage';
import { setOtherDeviceNotice } from '@/platform/bridge';
import { currentDevice } from '@/platform/device';
import { createNav } from '@/platform/nav';
import { notifyOtherDevice } from './notices';
import { Providers } from './Providers';
import { type AppRouter, createAppRouter, isAppPath } from './routes/router';

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

/**
 * The router and the query client. src/main.tsx makes them before the first render, in a task of its own: creating
 * the router matches the route and starts its chunk, work that otherwise ran inside React's first render as one
 * long task (issue 39).
 */
export function createAppParts() {
  const router = createAppRouter();
  const client = createQueryClient({
    onSessionExpired: () => sendToLogin(router),
    onRealName: () => void askRealName(),
    onError: notifyDanger,
  });
  return { router, client };
}

export type AppParts = ReturnType<typeof createAppParts>;

export function App({ parts }: { parts?: AppParts }) {
  const [device] = useState(currentDevice);
  const [{ router, client }] = useState(() => parts ?? createAppParts());
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
      <RouterProvider router={router} />
    </Providers>
  );
}
