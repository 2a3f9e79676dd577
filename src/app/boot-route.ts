import { matchRoutes } from 'react-router';
import { antdRenderReady } from './antd-render-ready';
import { loginPath } from './login-path';
import { type AppRoute, appRoutes, notFound } from './routes';

const ALL: AppRoute[] = [...appRoutes, notFound];
const MATCHABLE = ALL.map((r, i) => ({ path: r.path, id: String(i) }));

/**
 * The page the router will show first for `pathname`, ranked as the router ranks routes, and where a
 * visitor without a session is sent instead (the layout's login guard would send them there after the
 * protected page's chunk had loaded for nothing).
 */
export function bootRoute(
  pathname: string,
  search: string,
  hasSession: boolean,
): { route: AppRoute; redirect: string | null } {
  const matches = matchRoutes(MATCHABLE, pathname);
  const leaf = matches?.[matches.length - 1];
  const route = leaf ? (ALL[Number(leaf.route.id)] ?? notFound) : notFound;
  if (route.meta.requiresLogin && !hasSession) {
    const login = appRoutes.find((r) => r.path === '/login') ?? notFound;
    return { route: login, redirect: loginPath(pathname, search) };
  }
  return { route, redirect: null };
}

/**
 * Called by the entry before React renders: starts loading the first page's chunk (with its imports,
 * through Vite's preload helper) and antd-mobile's render hook at once, instead of when the router
 * first renders, a few hundred milliseconds later on a phone. The route's own `lazy` then gets the same
 * module. Answers the URL to replace the current one with, for a protected page without a session.
 */
export function startBootRoute(pathname: string, search: string, hasSession: boolean): string | null {
  const { route, redirect } = bootRoute(pathname, search, hasSession);
  void route.load().catch(() => undefined); // the router's own load reports a failure
  void antdRenderReady();
  return redirect;
}
