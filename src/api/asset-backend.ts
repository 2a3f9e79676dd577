import { isNotServed } from '@/lib/not-served';

/**
 * Which asset endpoints this deployment serves, decided once from the first answer of the token page
 * (docs/backend/corrections.md#b9-not-served): `token-page` where `/v/user/asset/token/page` answers, `asset-page`
 * where it says "No static resource" — then the app reads `/v/user/asset/page` + `/v/user/asset/list`
 * (docs/backend/endpoints.md#asset-page, docs/backend/endpoints.md#asset-list) for the rest of the session and never
 * asks the token page again. A session is this page load: a reload asks once more, which costs one request.
 */
export type AssetBackend = 'token-page' | 'asset-page';

let chosen: AssetBackend | null = null;

export function assetBackend(): AssetBackend | null {
  return chosen;
}

/**
 * Runs `viaTokenPage` unless the token page is known not to be served; its success settles the choice
 * on `token-page`, its "No static resource" on `asset-page` (then `viaAssetPage` answers instead). Any
 * other failure decides nothing and is the caller's.
 */
export async function readAssets<T>(viaTokenPage: () => Promise<T>, viaAssetPage: () => Promise<T>): Promise<T> {
  if (chosen !== 'asset-page') {
    try {
      const result = await viaTokenPage();
      chosen ??= 'token-page';
      return result;
    } catch (error) {
      if (!isNotServed(error)) throw error;
      // Also after an earlier `token-page`: a tester switched the shop to that deployment mid-session.
      chosen = 'asset-page';
    }
  }
  return viaAssetPage();
}

/** Forgets the choice (tests and stories, which share one module between cases). */
export function resetAssetBackend(): void {
  chosen = null;
}
