import { RAW } from './messages';
import { fail, type Reply } from './respond';

/**
 * The `no-rest-services` scenario: a deployment of the backend version we know
 * (docs/backend/corrections.md#b9-not-served), which serves none of the spec's `/rest/*` endpoints and not
 * `/v/user/asset/token/page`. Spring finds no controller for them, falls through to its static-resource handler and throws NoResourceFoundException,
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
 * The answer of such a deployment, or null to answer normally: "No static resource" whatever the token (none,
 * unknown, a frozen user's). The AuthenticationInterceptor is registered on `/v/**` but lets through any handler
 * that is not a controller method (`if (!(handler instanceof HandlerMethod)) return true;`), and an unmapped path
 * is handled by Spring's static-resource handler (mall-web3 sets no `spring.web.resources.add-mappings: false`),
 * which then throws NoResourceFoundException; `/rest/**` has no interceptor at all.
 */
export function notServedReply(request: Request): Reply<never> | null {
  const path = notServedPath(new URL(request.url).pathname);
  return path ? noStaticResource(path) : null;
}
