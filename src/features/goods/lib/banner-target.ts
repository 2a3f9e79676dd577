import { EXTERNAL_HOST_ALLOWLIST } from '@/platform/chains';
import { type GateResult, gateTarget } from '@/platform/nav-gate';

/**
 * Where a banner may take the shopper: an in-app route, or an https URL on an allow-listed host, as
 * decided by the app's one navigation gate. Anything else (script URLs, other hosts, tricks) is ignored.
 */
export const BANNER_HOST_ALLOWLIST = EXTERNAL_HOST_ALLOWLIST;

export type BannerTarget = GateResult;

export function resolveBannerTarget(target: unknown, allow: readonly string[] = BANNER_HOST_ALLOWLIST): BannerTarget {
  return gateTarget(target, { externalHosts: allow });
}
