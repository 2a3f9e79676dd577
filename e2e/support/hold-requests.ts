import type { Page, Request } from '@playwright/test';

/** Requests held back by `holdRequests`, and how many of them have gone on since `release()`. */
export interface Held {
  /** Lets every held request (and every later one) go on to the next route handler or the network. */
  release(): void;
  /** How many matching requests have gone on so far: 0 until `release()`. */
  readonly passed: number;
}

/**
 * Holds the page's requests matching `pattern` (those `which` picks; all by default) until `release()`: the
 * journeys that prove an order of events ("the app renders before the banner list answers", "nothing later is
 * asked while the first picture loads") hold one side until they have seen the other, so no timing decides what
 * they see. A request the journey does not pick goes on at once. A test that ends with requests still held should
 * `page.unrouteAll({ behavior: 'ignoreErrors' })` in its `afterEach`.
 */
export async function holdRequests(
  page: Page,
  pattern: Parameters<Page['route']>[0],
  which: (request: Request) => boolean = () => true,
): Promise<Held> {
  let open = () => {};
  const released = new Promise<void>((r) => {
    open = r;
  });
  let passed = 0;
  await page.route(pattern, async (route) => {
    if (which(route.request())) {
      await released;
      passed += 1;
    }
    await route.fallback();
  });
  return {
    release: () => open(),
    get passed() {
      return passed;
    },
  };
}
