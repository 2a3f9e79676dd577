import { authEndpoints } from '@contracts/auth';
import { callApi } from '@/lib/api-client';

/** The sign-in message for an address (GET /v/access/content); the inviter travels in it. */
export function fetchSignContent(address: string, inviteAddress: string, signal?: AbortSignal): Promise<string> {
  return callApi(authEndpoints.content, { address, inviteAddress }, { signal }).then((d) => d.content);
}
