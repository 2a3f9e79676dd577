// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_ROUTE, ROUTE_TABLE } from './route-table';
import { type AppRoute, appRoutes, toRouteObjects } from './routes';

afterEach(cleanup);

function page(text: string) {
  return vi.fn(async () => ({ default: () => <p>{text}</p> }));
}

/** A table of two routes: the login screen and a page that needs a session; each load is a spy. */
function visit(url: string, signedIn: boolean) {
  const loads = { orders: page('orders page'), login: page('login page') };
  const routes: AppRoute[] = [
    { path: '/orders', meta: { name: 'orders', titleKey: 'routes.orders', requiresLogin: true }, load: loads.orders },
    { path: '/login', meta: { name: 'login', titleKey: 'routes.login' }, load: loads.login },
  ];
  const router = createMemoryRouter(
    [{ element: <Outlet />, hydrateFallbackElement: <p>shell</p>, children: toRouteObjects(routes, () => signedIn) }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return { router, loads };
}

describe('a route that needs a session', () => {
  it('sends an anonymous visitor to the login screen without loading the page', async () => {
    const { router, loads } = visit('/orders?status=1', false);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/orders?status=1');
    expect(loads.orders).not.toHaveBeenCalled();
  });

  it('loads and renders the page for a signed-in visitor (positive control)', async () => {
    const { router, loads } = visit('/orders', true);
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    expect(loads.orders).toHaveBeenCalledTimes(1);
    expect(loads.login).not.toHaveBeenCalled();
  });
});

describe('the route table', () => {
  const pageFiles = readdirSync('src/pages').filter((f) => /^\w+Page\.tsx$/.test(f));
  const named = [...ROUTE_TABLE, NOT_FOUND_ROUTE].map((r) => `${r.page}.tsx`);

  it('names a file in src/pages/ for every route, and every page file has a route', () => {
    expect([...named].sort()).toEqual([...pageFiles].sort());
  });

  it('reads as its own paths to the e2e sweeps, which parse its one-line routes (e2e/support/routes.ts)', () => {
    const source = readFileSync('src/app/routes/route-table.ts', 'utf8');
    const parsed = [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]);
    expect(parsed).toEqual(ROUTE_TABLE.map((r) => r.path));
  });

  it('gives every route a page loader, in table order', () => {
    expect(appRoutes.map((r) => r.path)).toEqual(ROUTE_TABLE.map((r) => r.path));
    for (const r of appRoutes) expect(typeof r.load).toBe('function');
  });
});
