import { accountEndpoints } from '@contracts/account';
import { callApi } from '@/lib/api-client';

/**
 * The account endpoints' calls, loaded on demand by account.ts: that module sits in the app shell (the
 * session), and the API client brings zod and the contracts (about 25 KiB gzip) that the first paint does not need.
 */
export function fetchAccountInfo(signal: AbortSignal) {
  return callApi(accountEndpoints.info, {}, { signal });
}

/** Saves the nickname only: the real backend discards headUrl, so it is never sent. */
export function updateNickname(nickname: string) {
  return callApi(accountEndpoints.updateInfo, { nickname });
}
