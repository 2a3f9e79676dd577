import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchPath } from 'react-router';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
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

/** The app's router; with a query client, the visit's first page gets its first reads before it renders. */
export function createAppRouter(client?: QueryClient) {
  let booted = false;
  const router = createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <KeepStaticShell />,
      children: toRouteObjects(appRoutes, client && { client, atBoot: () => !booted }),
    },
  ]);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    booted = true;
    stop();
  });
  return router;
}
export type AppRouter = ReturnType<typeof createAppRouter>;
