import { type Lang, RAW } from './messages';
import { fail, failWith, type Reply } from './respond';
import { sessionBackend } from './session';

/**
 * The `no-rest-services` scenario: a deployment of the backend version we know (real-api-notes B9), which
 * serves none of the spec's `/rest/*` endpoints and not `/v/user/asset/token/page`. Spring finds no
 * controller for them, falls through to its static-resource handler and throws NoResourceFoundException,
 * whose text GlobalExceptionHandler sends as it is: HTTP 200, code 1, `No static resource <path>.`.
 *
 * `<path>` is the path within the resource handler's `/**` mapping: the backend's own path without its
 * leading slash. The app's `/api` prefix is the proxy's (the backend serves `/v/…`), so
 * `/api/v/user/asset/token/page` is named `v/user/asset/token/page`, as the issue quotes it.
 */
const NOT_SERVED = [/^\/api\/rest\//, /^\/api\/v\/user\/asset\/token\/page$/];

/** The path as the real backend names it in the message, or null when that backend serves it. */
export function notServedPath(pathname: string): string | null {
  return NOT_SERVED.some((re) => re.test(pathname)) ? pathname.replace(/^\/api\//, '') : null;
}

export function noStaticResource(path: string): Reply<never> {
  return fail(1, `${RAW.noStaticResource} ${path}.`);
}

/**
 * The answer of such a deployment, or null to answer normally. Interceptors run before the resource
 * handler: `/v/**` paths still pass the AuthenticationInterceptor (301 without a token, 302 for an unknown
 * one, 303 for a frozen user); `/rest/**` has no interceptor of its own.
 */
export async function notServedReply(request: Request, lang: Lang): Promise<Reply<never> | null> {
  const path = notServedPath(new URL(request.url).pathname);
  if (!path) return null;
  if (path.startsWith('v/')) {
    const token = request.headers.get('authorization')?.trim() ?? '';
    if (token === '') return failWith('not_logged_in', lang);
    await sessionBackend().ready();
    const found = sessionBackend().lookup(token);
    if (found.kind === 'invalid') return failWith('login_expired', lang);
    if (found.frozen) return failWith('account_frozen', lang);
  }
  return noStaticResource(path);
}
