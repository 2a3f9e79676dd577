import { authEndpoints } from '@contracts/auth';
import { callApi } from '@/lib/api-client';

/** POST /v/access/login; resolves with the raw token for the `authorization` header. */
export function postLogin(address: string, content: string, signature: string): Promise<string> {
  return callApi(authEndpoints.login, { address, content, signature }).then((d) => d.authorization);
}
