import { authEndpoints } from '@contracts/auth';
import { callEndpoint } from '../../../node';

/** The sign-in challenge text the mock hands out for `address` (and an optional inviter). */
export async function challenge(address: string, inviteAddress = ''): Promise<string> {
  const r = await callEndpoint(authEndpoints.content, { address, inviteAddress });
  return (r.body.data as { content: string }).content;
}

export const login = (address: string, signature: string, lang: 'en' | 'zh' = 'en') =>
  callEndpoint(authEndpoints.login, { address, signature }, { lang });
