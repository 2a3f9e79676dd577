import type { ParityRow } from './row';

/**
 * A deployment of the backend version we know, without the spec's /rest services and the token page
 * (docs/backend/corrections.md#b9-not-served).
 */
export const NOT_SERVED_ROWS: readonly ParityRow[] = [
  {
    id: 'not-served.any-token',
    source: 'docs/backend/corrections.md#b9-not-served',
    endpoint: 'assets.tokenPage',
    // No controller maps it: Spring's static-resource handler answers (NoResourceFoundException, its own English
    // text through GlobalExceptionHandler), and the AuthenticationInterceptor lets a non-controller handler
    // through before any token check, so a frozen user's token changes nothing.
    situation: 'an endpoint this backend version does not serve, asked with a frozen user’s token',
    code: 1,
    zh: 'No static resource v/user/asset/token/page.',
    en: 'No static resource v/user/asset/token/page.',
  },
];
