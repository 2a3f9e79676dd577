import { createBrowserRouter, matchPath } from 'react-router';
import { AppLayout } from './AppLayout';
import { RouteError } from './RouteError';
import { appRoutes, toRouteObjects } from './routes';
import { ShellLoading } from './ShellLoading';

export function isAppPath(pathname: string): boolean {
  return appRoutes.some((r) => matchPath(r.path, pathname));
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <ShellLoading />,
      children: toRouteObjects(),
    },
  ]);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
