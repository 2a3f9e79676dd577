import { safeAppPath } from '@/platform/nav';

/** `redirect` may only lead back into this app (an open redirect would hand the session to anyone). */
export function redirectTarget(raw: string | null): string {
  const safe = raw ? safeAppPath(raw, (p) => !p.startsWith('/login')) : null;
  return safe ?? '/';
}
