import { accountEndpoints } from '@contracts/account';
import { callApi } from '@/lib/api-client';

/** Loaded on demand by get-account-info.ts: the contracts and zod stay out of the entry bundle. */
export function fetchAccountInfo(signal: AbortSignal) {
  return callApi(accountEndpoints.info, {}, { signal });
}
