import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loadLaterTexts } from '@/lib/i18n';
import { getToken } from '@/lib/storage';
import { loginPath } from '../AppLayout';
import type { RouteMeta } from './route-meta';
import { NOT_FOUND_ROUTE, needsLaterTexts, ROUTE_TABLE, type RouteEntry } from './route-table';

type PageModule = { default: ComponentType };
export interface AppRoute {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
  entryTexts?: true;
}

/** Every page of src/pages/, each loaded on its first use as a chunk of its own (Vite resolves the glob). */
const pages = import.meta.glob<PageModule>('../../pages/*Page.tsx');

/** The loader of a page the route table names; a name without its file fails at start-up, not on a visit. */
export function pageLoader(page: string): () => Promise<PageModule> {
  const load = pages[`../../pages/${page}.tsx`];
  if (!load) throw new Error(`no src/pages/${page}.tsx`);
  return load;
}

const toAppRoute = (r: RouteEntry): AppRoute => ({
  path: r.path,
  meta: r.meta,
  load: pageLoader(r.page),
  ...(r.entryTexts ? { entryTexts: r.entryTexts } : {}),
});

/** The routes of the table (src/app/routes/route-table.ts), each with its page's loader. */
export const appRoutes: AppRoute[] = ROUTE_TABLE.map(toAppRoute);
const notFound = toAppRoute(NOT_FOUND_ROUTE);

const hasSession = () => getToken() !== null;

/**
 * A page's chunk, and the zh texts the entry does not bundle (src/lib/i18n.ts, ENTRY_NAMESPACES): the home and goods
 * pages render only the entry's namespaces (`entryTexts` in the route table; e2e/{home,goods}-first-screen.spec.ts
 * hold the rest back), every other page waits for them too, so none shows a key.
 */
function loadPage(r: AppRoute): Promise<PageModule> {
  if (!needsLaterTexts(r)) return r.load();
  return Promise.all([r.load(), loadLaterTexts()]).then(([page]) => page);
}

/** A page that needs no session: its chunk loads when the route is first visited. */
function lazyPage(r: AppRoute): RouteObject {
  // No wait for antd-mobile here: its setup runs before any module that uses it (src/app/antd/antd-setup.ts).
  return { path: r.path, handle: r.meta, lazy: async () => ({ Component: (await loadPage(r)).default }) };
}

/**
 * A page that needs a session decides in its loader, before its chunk is asked for: react-router starts a
 * route's `lazy` at the same time as its loader, so an anonymous visit to /orders downloaded the orders page only
 * to be sent to the login screen. The visitor goes to /login?redirect=… (as AppLayout's guard, which stays for a
 * session that ends while the page is open); with a session the loader loads the page and the route renders it.
 */
function guardedPage(r: AppRoute, signedIn: () => boolean): RouteObject {
  return {
    path: r.path,
    handle: r.meta,
    loader: async ({ request }: LoaderFunctionArgs) => {
      if (!signedIn()) {
        const url = new URL(request.url);
        throw redirect(loginPath(url.pathname, url.search));
      }
      if (!loadedPages.has(r)) loadedPages.set(r, (await loadPage(r)).default);
      return null;
    },
    element: <LoadedPage route={r} />,
  };
}

/** The pages guarded routes loaded, by route (kept here, not in loader data, which a kept-alive page outlives). */
const loadedPages = new Map<AppRoute, ComponentType>();

/** Renders what the route's loader loaded; the router renders a route only after its loader. */
function LoadedPage({ route }: { route: AppRoute }) {
  const Page = loadedPages.get(route);
  return Page ? <Page /> : null;
}

/** react-router children of the shell layout: the page (lazy, or guarded by a session) + the meta in `handle`. */
export function toRouteObjects(routes: AppRoute[] = appRoutes, signedIn: () => boolean = hasSession): RouteObject[] {
  return [...routes, notFound].map((r) => (r.meta.requiresLogin ? guardedPage(r, signedIn) : lazyPage(r)));
}
