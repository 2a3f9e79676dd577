import { MOCK_ORIGIN } from '@mocks/node';
import { onTestFinished } from 'vitest';
import { resetServerClock } from '@/lib/server-clock';

/**
 * For jsdom tests that run the app's API client against the mock server (setupMockServer from @mocks/testing):
 * the client asks for relative `/api/...` URLs, which Node's fetch cannot resolve without a page origin, and
 * jsdom's AbortSignal is not the one Node's fetch accepts. Call it in a `beforeEach`: from then on fetch resolves
 * relative URLs against the mock's origin and drops the signal. `onRequest` sees each request first (a test
 * that counts what was asked).
 *
 * When the test ends, fetch is the one it replaced again and the server clock the client measured from the mock's
 * `Date` headers (src/lib/server-clock.ts) is the device's again: files share the module graph and the page
 * (vitest.config.ts), so neither a routing nor the mock's clock reaches the next test or file.
 */
export function fetchToMock(onRequest?: (url: URL, init?: RequestInit) => void): void {
  const patched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), MOCK_ORIGIN);
    onRequest?.(url, init);
    return patched(url, { ...init, signal: null });
  };
  onTestFinished(() => {
    globalThis.fetch = patched;
    resetServerClock();
  });
}
