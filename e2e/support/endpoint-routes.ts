import type { AnyEndpoint } from '@contracts/core/endpoint';
import type { Request } from '@playwright/test';

/**
 * Which requests are which endpoint's, for `page.route`, `page.waitForResponse` and request listeners: read from the
 * contract (its path and method), on any origin and with any query string, never from a path written in a spec.
 */

/** Every endpoint's path starts with this (contracts/core/endpoint.ts checks it). */
const API_PREFIX = '/api/';

/** A `page.route` glob for every API request, whatever the endpoint. */
export const ANY_API = `**${API_PREFIX}**`;

/** A path under the API's prefix that no endpoint has: a mock scenario on it applies to nothing. */
export const NO_ENDPOINT_PATH = `${API_PREFIX}nowhere`;

/** Whether a URL's path (a full URL or a bare pathname) is under the API's prefix. */
export function isApiPath(urlOrPath: string): boolean {
  return new URL(urlOrPath, 'http://x').pathname.startsWith(API_PREFIX);
}

/** Whether a URL (a full URL or a bare pathname, any origin, any query) is the endpoint's path. */
export function isEndpointUrl(url: string | URL, endpoint: AnyEndpoint): boolean {
  return new URL(url, 'http://x').pathname === endpoint.path;
}

/** A `page.route` matcher for the endpoint's path (either method: GET and POST may share one). */
export function endpointPattern(endpoint: AnyEndpoint): (url: URL) => boolean {
  return (url) => isEndpointUrl(url, endpoint);
}

/** Whether a request (e.g. `response.request()`) is a call of the endpoint: its path and its method. */
export function isEndpointCall(request: Request, endpoint: AnyEndpoint): boolean {
  return request.method() === endpoint.method && isEndpointUrl(request.url(), endpoint);
}
