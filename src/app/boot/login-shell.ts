import type { RouteEntry } from '@/app/routes/route-table';
// With its extension: vite.config.ts loads this module in Node (scripts/build/inline-boot.ts).
import { matchesPattern } from './early-chunks.ts';

/**
 * The static shell in the login screen's shape (index.html's `.boot-login`: the header's title, the mall's mark, its
 * name, the screen's intro and hint, a grey box where the button will be), chosen by index.html's inline script for a
 * path the app will show the login screen at: /login itself, or a page that needs a session opened without one (an
 * order link from a message: the router sends it to /login, src/app/routes/routes.tsx). Shoppers see the screen's
 * words before any file has loaded instead of the home page's skeleton, and its largest paint, the intro line, no
 * longer waits for the app: the app's own intro takes the very same box (e2e/first-paint.spec.ts), so it is not a
 * second, later candidate. Without the inline script (a stale CSP header, an old browser) the skeleton stays, as before.
 */
export interface LoginShellRoutes {
  /** The login route's path. */
  login: string;
  /** The patterns of the routes that need a session, each parameter as a bare `:` (its name is never read). */
  guarded: string[];
}

/** A pattern as short as matchesPattern reads it: the inline script is in every page's HTML. */
const unnamed = (pattern: string) => pattern.replace(/:\w+/g, ':');

/** From the route table, at build time: the inline script carries these few patterns, not the table. */
export function loginShellRoutes(table: readonly RouteEntry[]): LoginShellRoutes {
  const login = table.find((r) => r.meta.name === 'login');
  if (!login) throw new Error('login-shell: the route table has no login route');
  return { login: login.path, guarded: table.filter((r) => r.meta.requiresLogin).map((r) => unnamed(r.path)) };
}

/** Whether the app will show the login screen at `pathname`: decided as the router decides it (a stored token). */
export function opensLogin(pathname: string, signedIn: boolean, routes: LoginShellRoutes): boolean {
  if (matchesPattern(routes.login, pathname)) return true;
  return !signedIn && routes.guarded.some((p) => matchesPattern(p, pathname));
}
