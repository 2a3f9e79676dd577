import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { storyQueryClient } from '../../.storybook/query-client';
import { AppLayout } from '../../src/app/AppLayout';
import { Providers } from '../../src/app/Providers';
import { RouteError } from '../../src/app/RouteError';
import { toRouteObjects } from '../../src/app/routes/routes';
import { ShellLoading } from '../../src/app/ShellLoading';

/**
 * The app's real shell (layout, login guard, lazy routes, tab bar, route error) on a memory data
 * router. Storybook's decorator already wraps every story in a MemoryRouter, and react-router refuses a
 * router inside a router, so the shell gets a React root of its own inside the story's canvas.
 */
export function ShellAt({ at, children }: { at: string; children?: RouteObject[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const root = createRoot(host.current);
    const router = createMemoryRouter(
      [
        {
          element: <AppLayout />,
          errorElement: <RouteError />,
          hydrateFallbackElement: <ShellLoading />,
          children: children ?? toRouteObjects(),
        },
      ],
      { initialEntries: [at] },
    );
    const client = storyQueryClient();
    root.render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    );
    return () => queueMicrotask(() => root.unmount());
  }, [at, children]);
  return <div ref={host} />;
}
