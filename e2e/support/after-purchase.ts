import { assetsEndpoints } from '@contracts/assets';
import type { DataOf } from '@contracts/core/endpoint';
import type { Page } from '@playwright/test';
import { callEndpoint } from './call-endpoint';

/** A token the signed-in persona holds, as the shop lists it (POST /v/user/asset/token/page). */
export type HeldToken = DataOf<typeof assetsEndpoints.tokenPage>['data'][number];

export async function heldTokens(page: Page): Promise<HeldToken[]> {
  return (await callEndpoint(page, assetsEndpoints.tokenPage, { size: 500 })).data;
}
