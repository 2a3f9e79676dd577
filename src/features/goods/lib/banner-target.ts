/**
 * Where a banner may take the shopper: an in-app route, or an https URL on an allow-listed host.
 * Anything else (javascript:, http:, protocol-relative, other hosts) is ignored.
 */
export const BANNER_HOST_ALLOWLIST = ['mainnet.bityuan.com', 'www.bityuan.com', 'bscscan.com'] as const;

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

export function resolveBannerTarget(target: unknown, allow: readonly string[] = BANNER_HOST_ALLOWLIST): BannerTarget {
  if (typeof target !== 'string') return { kind: 'none' };
  const t = target.trim();
  if (t.startsWith('/') && !t.startsWith('//') && !t.includes('\\')) return { kind: 'route', to: t };
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' || url.username || url.password) return { kind: 'none' };
  return allow.includes(url.hostname) ? { kind: 'external', href: url.href } : { kind: 'none' };
}
