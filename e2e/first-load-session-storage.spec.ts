import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A phone's start-up opens no sessionStorage: a page's first use of it is a synchronous wait for the browser process
 * (issue 39). The app reads it only for the desktop switch (`?mobile=`), and react-router, which reads it as it
 * starts, is given a window without it (src/app/routes/router-window.ts).
 */
declare global {
  interface Window {
    __sessionReads?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // Every read of window.sessionStorage, with where it came from, from the page's first script on.
  await page.addInitScript(() => {
    const own =
      Object.getOwnPropertyDescriptor(window, 'sessionStorage') ??
      Object.getOwnPropertyDescriptor(Window.prototype, 'sessionStorage');
    const reads: string[] = [];
    window.__sessionReads = reads;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        reads.push(String(new Error().stack).split('\n').slice(2, 4).join(' <- '));
        return own?.get?.call(window);
      },
    });
  });
});

async function readsOnceStarted(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  // The router is made before the first render: once the tab bar is in #root, start-up has run.
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  return page.evaluate(() => window.__sessionReads ?? []);
}

test('the home page starts without opening sessionStorage', async ({ page }) => {
  expect(await readsOnceStarted(page, '/')).toEqual([]);
});

test('positive control: the desktop switch in the URL reads it, and the probe sees that read', async ({ page }) => {
  expect((await readsOnceStarted(page, '/?mobile=1')).length).toBeGreaterThan(0);
});
