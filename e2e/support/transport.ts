import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The two e2e modes reach the mock backend differently: prod-mock has a real Express server (Node can
 * call it), the msw mode runs the mock inside the page's service worker (only the page can call it).
 */
export type Mode = 'prod-mock' | 'msw';

/** The msw and dev-server projects both run the mock in the page (playwright.config.ts). */
export function modeOf(projectName: string): Mode {
  return projectName === 'prod-mock' ? 'prod-mock' : 'msw';
}

export interface Transport {
  call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

const HEADERS = { 'content-type': 'application/json', accept: 'application/json', lang: 'zh' };

/** `shop`: the test's own shop on the Express mock, named on every call (X-Mock-Shop). */
export function nodeTransport(request: APIRequestContext, shop?: string): Transport {
  return {
    async call(method, path, body) {
      const res = await request.fetch(path, {
        method,
        headers: { ...HEADERS, ...(shop ? { 'X-Mock-Shop': shop } : {}) },
        ...(body === undefined ? {} : { data: body }),
      });
      return { status: res.status(), body: await res.json() };
    },
  };
}

/** Loads the app if the page is blank and waits until the MSW worker controls it. */
export async function ensureWorker(page: Page): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  // The dev server (dev-server project) transforms modules on first use: with two workers starting cold at
  // once, taking control can take well over 15 s on two busy cores.
  // Controlled is not enough: until the page's own worker.start() resolves (mocks/browser.ts marks it), the
  // worker passes the page's requests to the static server (a 404 with an empty body failed a sign-in).
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller != null && document.documentElement.dataset.mockReady === 'true',
    undefined,
    { timeout: 45_000 },
  );
}

export function pageTransport(page: Page): Transport {
  return {
    async call(method, path, body) {
      await ensureWorker(page);
      return page.evaluate(
        async ({ method, path, body, headers }) => {
          const res = await fetch(path, {
            method,
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: res.status, body: await res.json() };
        },
        { method, path, body, headers: HEADERS },
      );
    },
  };
}
