import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * The static Storybook (`npm run build-storybook` → storybook-static/) as a stakeholder opens it: served over
 * real HTTP by `vite preview`, in a desktop browser window. scripts/ci/test-all.sh
 * builds it once and sets PW_STORYBOOK_PREBUILT=1; alone, this spec builds it first (about 20 s).
 */
const PORT = Number(process.env.PW_STORYBOOK_PORT || 4051);
const DIR = 'storybook-static';
const base = `http://127.0.0.1:${PORT}`;

// No trace here: with Playwright's tracing on, the page's module requests through the MSW service worker
// never completed (twice, with two different static servers); without it, the same page loads.
test.use({
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  trace: 'off',
});
test.describe.configure({ timeout: 300_000 });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (!process.env.PW_STORYBOOK_PREBUILT || !existsSync(`${DIR}/index.html`)) {
    execFileSync('npx', ['storybook', 'build', '--quiet', '-o', DIR], { stdio: 'ignore' });
  }
  // Vite's static preview server. (Served by the app's Express mock, one 550 KB chunk request never completed
  // in a loaded test run, twice; not yet understood.)
  server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', DIR, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore', detached: true },
  );
  // A server that could not bind (--strictPort: the port is taken, e.g. by a Storybook someone left running) exits
  // at once; the poll below would then accept whatever answers on the port. Its exit fails the spec instead.
  const child = server;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `vite preview exited (${signal ?? code}) before it answered: is port ${PORT} taken? PW_STORYBOOK_PORT moves it`,
        ),
      ),
    ),
  );
  // After a successful start the exit comes from afterAll's SIGTERM: expected, not a rejection anyone awaits.
  exited.catch(() => undefined);
  // Wait for the server to answer, without a fixed sleep: poll the site's index.
  await Promise.race([
    exited,
    expect
      .poll(
        () =>
          fetch(`${base}/index.json`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true),
  ]);
});

test.afterAll(() => {
  // The server runs in its own process group (detached): end the group, npx's children included. One that already
  // exited (it could not bind) has no group left to end.
  if (server?.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('opens on the introduction, and the language toolbar turns a page story English', async ({ page }) => {
  await page.goto(`${base}/`);
  // The manager picks the first sidebar entry once the preview has loaded (slow on 2 busy cores).
  await expect(page).toHaveURL(/path=\/docs\/introduction--docs/, { timeout: 120_000 });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: /the collectibles mall — demo/ })).toBeVisible({
    timeout: 60_000,
  });

  // A page story: in the phone frame, in Chinese.
  await page.goto(`${base}/?path=/story/app-shell--home-with-tab-bar`);
  await expect(preview.getByText('为你推荐')).toBeVisible({ timeout: 60_000 });
  const frame = await page.locator('#storybook-preview-iframe').boundingBox();
  expect(frame?.width).toBe(393);

  // The language toolbar: English.
  await page.getByRole('button', { name: /^Language of the app/ }).click();
  await page.getByRole('option', { name: /English/ }).click();
  await expect(preview.getByText('Recommended for you')).toBeVisible({ timeout: 60_000 });
  await expect(preview.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(/globals=locale:en/);
});
