/** Where a visitor without a session goes instead of a protected page, and back to it afterwards. */
export function loginPath(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}
