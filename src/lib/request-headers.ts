import { getLang, getToken } from './storage';

/**
 * The headers of every API request (api-client.ts), also used by early-fetch.ts so that an early
 * request is the very request the page would have made.
 */
export function requestHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const lang = getLang();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': lang,
    // Deviation from the spec (which fixes `lang: zh`): the real backend reads `lang` before
    // Accept-Language, so a fixed zh would give English users Chinese server messages.
    lang,
    ...extra,
  };
  const token = getToken();
  if (token) headers.authorization = token; // raw, no "Bearer " (docs/backend/wire.md#auth-header)
  return headers;
}
