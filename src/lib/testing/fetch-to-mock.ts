import { MOCK_ORIGIN } from '@mocks/node';
import { vi } from 'vitest';

/**
 * For jsdom tests that run the app's API client against the mock server (setupMockServer from @mocks/testing):
 * the client asks for relative `/api/...` URLs, which Node's fetch cannot resolve without a page origin, and
 * jsdom's AbortSignal is not the one Node's fetch accepts. Call it in a `beforeEach`: from then on fetch resolves
 * relative URLs against the mock's origin and drops the signal. `onRequest` sees each request first (a test
 * that counts what was asked).
 */
export function fetchToMock(onRequest?: (url: URL, init?: RequestInit) => void): void {
  const patched = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), MOCK_ORIGIN);
    onRequest?.(url, init);
    return patched(url, { ...init, signal: null });
  });
}
