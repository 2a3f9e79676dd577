import { createBrowserRouter, matchPath } from 'react-router';
import { AppLayout } from '../AppLayout';
import { RouteError } from '../RouteError';
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
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <KeepStaticShell />,
      children: toRouteObjects(),
    },
  ]);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
