/**
 * What the shell needs to know about a route (the spec's meta flags, docs/backend/spec-rules.md#routes), kept in the
 * route's `handle`.
 */
export interface RouteMeta {
  /** Stable route name (the tab bar follows it). */
  name: string;
  /** i18n key in the `shell` namespace for the page title. */
  titleKey: string;
  /** Bottom tab bar shown (home, broadcast, user). */
  keepBottom?: boolean;
  /** Kept mounted while the user visits other pages: coming back restores data and scroll. */
  keepAlive?: boolean;
  /** Visitors without a token go to /login?redirect=… and come back after logging in. */
  requiresLogin?: boolean;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && typeof (value as RouteMeta).name === 'string';
}
