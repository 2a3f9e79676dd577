import { createHash } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The app starts on its own, whatever happens to index.html's inline script (issue 39, item 1): a server header
 * left from an earlier build that blocks it, a browser that ignores `modulepreload`, an entry that fails to
 * download. The inline script may only make the first load faster.
 */

// A held file's handler may still be fetching when a test ends (its page then closes under it).
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const isDocument = (route: Route) => route.request().resourceType() === 'document';
const HOME = (page: Page) => page.getByRole('searchbox', { name: '搜索商品、商户地址或编号' });
const STALE_HASH = `'sha256-${createHash('sha256').update('an earlier build’s inline script').digest('base64')}'`;

test.describe('a CSP header whose script hash belongs to another build', () => {
  test.use({
    consoleErrorsAllowed: [/Executing inline script violates the following Content Security Policy directive/],
  });

  test('blocks the inline script, and the app renders the home page all the same', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __blocked: string[] };
      w.__blocked = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__blocked.push(e.effectiveDirective));
    });
    // The server's header is the operator's copy of an earlier build's policy: the same policy, another hash.
    await page.route('**/*', async (route) => {
      if (!isDocument(route)) return route.fallback();
      const response = await route.fetch();
      const policy = response.headers()['content-security-policy'] ?? '';
      const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
      expect(hashes.length, 'the served policy carries the inline script’s hash').toBeGreaterThan(0);
      const stale = policy.replace(/'sha256-[^']+'/g, STALE_HASH);
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': stale } });
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(HOME(page)).toBeVisible({ timeout: 10_000 });
    // Positive control: the inline script really was blocked (it would have started the early reads).
    expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toContain(
      'script-src-elem',
    );
    expect(await page.evaluate(() => '__mallEarly' in window)).toBe(false);
  });
});

/** The module scripts index.html names, in order: the entry is the last, the others are the files it imports. */
const moduleScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] as string);

/**
 * Loads `/` with index.html rewritten, holding the entry's own file until every file it imports has been asked
 * for (bounded): the files asked for meanwhile are those the browser found in the HTML itself, without a round
 * trip for the entry. Returns the entry's imports and those of them asked for while the entry was held.
 */
async function askedWhileEntryHeld(page: Page, rewrite: (html: string) => string) {
  let imports: string[] = [];
  let entry = '';
  const asked = new Set<string>();
  let whileHeld: string[] = [];
  let allAsked: () => void = () => {};
  const everyImport = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (isDocument(route)) {
      const response = await route.fetch();
      const html = await response.text();
      const scripts = moduleScripts(html);
      entry = scripts.at(-1) ?? '';
      imports = scripts.slice(0, -1);
      return route.fulfill({ response, body: rewrite(html) });
    }
    if (imports.includes(url.pathname)) {
      asked.add(url.pathname);
      if (imports.every((f) => asked.has(f))) allAsked();
    }
    // Bounded: where the imports are found only inside the entry, they never come while it is held.
    if (url.pathname === entry) {
      await Promise.race([everyImport, new Promise((r) => setTimeout(r, 5_000))]);
      whileHeld = imports.filter((f) => asked.has(f));
    }
    return route.fallback();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(HOME(page)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(entry, 'index.html names the entry as a module script').toMatch(/^\/assets\/.+\.js$/);
  expect(imports.length, 'the entry imports files of its own').toBeGreaterThan(0);
  return { imports, asked: whileHeld };
}

/*
 * Done-when (b) of issue 39 asked for a first render no later than 1.2x the usual where modulepreload is ignored.
 * A time ratio between two page loads on a shared machine failed on a loaded run (515 against 486 ms, with the
 * same kind of load ranging 405-1342 ms), so the test checks what that ratio stood for: no extra round trip. The
 * browser that ignores modulepreload finds every file of the entry in the HTML and asks for them all before the
 * entry itself has arrived, as a browser with modulepreload does; the first render then waits for nothing more.
 */
test('a browser that ignores modulepreload (iOS 16 and older) asks for every file of the entry at once', async ({
  page,
}) => {
  const ignored = (html: string) => {
    // Positive control of the rewrite: the build does preload the entry's imports, so it changes something.
    expect(html).toMatch(/rel="modulepreload"/);
    return html.replace(/rel="modulepreload"/g, 'rel="x-ignored-modulepreload"');
  };
  const withoutPreload = await askedWhileEntryHeld(page, ignored);
  expect(withoutPreload.asked).toEqual(withoutPreload.imports);
  // Positive control of the check: an index.html that names only the entry (its imports found inside it, the
  // design before issue 39) asks for none of them while the entry is held, and the check sees it.
  const onlyEntry = (html: string) => {
    const [entry, ...rest] = moduleScripts(ignored(html)).reverse();
    let out = ignored(html);
    for (const f of rest) out = out.replace(new RegExp(`<script type="module"[^>]*\\ssrc="${f}"[^>]*></script>`), '');
    expect(moduleScripts(out)).toEqual([entry]);
    return out;
  };
  const entryOnly = await askedWhileEntryHeld(page, onlyEntry);
  expect(entryOnly.asked).toEqual([]);
});

test.describe('an entry file that fails to download', () => {
  test.use({ consoleErrorsAllowed: [/Failed to load resource: net::ERR_FAILED/] });

  test('shows a calm message with a retry, and the retry starts the app', async ({ page }) => {
    let failed = 0;
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
      if (failed++ === 0) return route.abort('failed');
      return route.fallback();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const message = page.getByRole('alert').filter({ hasText: '页面没能加载完成' });
    await expect(message).toBeVisible();
    expect(failed).toBe(1);
    await message.getByRole('button', { name: '重试' }).click();
    await expect(HOME(page)).toBeVisible();
    await expect(message).toBeHidden();
    expect(failed).toBe(2);
  });
});
