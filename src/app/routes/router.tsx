import { createBrowserRouter, matchPath } from 'react-router';
import { AppLayout } from '../AppLayout';
import { RouteError } from '../RouteError';
import { routerWindow } from './router-window';
import { appRoutes, toRouteObjects } from './routes';

export function isAppPath(pathname: string): boolean {
  return appRoutes.some((r) => matchPath(r.path, pathname));
}

/**
 * Renders nothing while the first route's chunk loads: #root stays empty, so index.html's static shell
 * (which hides itself once #root has content) stays on screen instead of flashing a spinner between the
 * skeleton and the page.
 */
function KeepStaticShell() {
  return null;
}

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        hydrateFallbackElement: <KeepStaticShell />,
        children: toRouteObjects(),
      },
    ],
    // The page's window without sessionStorage, which the router would open at start-up (router-window.ts).
    { window: routerWindow() },
  );
}
export type AppRouter = ReturnType<typeof createAppRouter>;
