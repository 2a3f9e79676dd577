import { ApiError } from './api-errors';

/**
 * A backend deployment without a service answers its paths the way Spring answers any unmapped path
 * (docs/backend/corrections.md#b9-not-served): HTTP 200, code 1, `No static resource <path>.` — Spring's
 * NoResourceFoundException text, which GlobalExceptionHandler sends untranslated. The backend version we know serves none of the
 * spec's `/rest/*` endpoints and not `/v/user/asset/token/page`.
 *
 * Code 1 alone is every refusal of that backend, and no other fact tells "this service is not here"
 * apart, so the text is the only sign; this is the one place that reads it. Only the prefix is
 * compared: the path after it is the backend's own (no `/api` prefix, no leading slash).
 */
export const NOT_SERVED_PREFIX = 'No static resource ';

/** The failure of a call to a service this deployment does not have (never the shopper's fault, never retried). */
export function isNotServed(error: unknown): boolean {
  return error instanceof ApiError && error.code === 1 && error.message.startsWith(NOT_SERVED_PREFIX);
}
