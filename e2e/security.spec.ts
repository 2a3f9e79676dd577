import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { goodsEndpoints } from '@contracts/goods';
import { lotteriesEndpoints } from '@contracts/lotteries';
import { noticesEndpoints } from '@contracts/notices';
import { XSS_PAYLOADS } from '@mocks/core/xss-payloads';
import type { Page } from '@playwright/test';
import { CSP_PARSE_REPORT, cspViolations, PARSED_HANDLER, watchCsp } from './support/csp-reports';
import { endpointPattern, NO_ENDPOINT_PATH } from './support/endpoint-routes';
import { expect, test } from './support/fixtures';

/**
 * Security journeys in the production build served by the Express mock: hostile merchant HTML in the three
 * rich texts runs nothing and a cross-site page cannot drive the mock's controls. That the Content-Security-Policy
 * holds on every route and the token stays out of URLs and the console is checked by the route sweep
 * (e2e/shell.spec.ts), which reads each route once for all its checks; its CSP watch's positive control is here.
 */

const MARK = 'XSS-PROBE';
const HOSTILE = `<p>${MARK}</p>${XSS_PAYLOADS.join('\n')}<p>${MARK}-END</p>`;

/** Replaces one HTML field of a real mock response with the hostile text (the rest stays the mock's). */
async function serveHostile(page: Page, endpoint: AnyEndpoint, patch: (data: Record<string, unknown>) => void) {
  await page.route(endpointPattern(endpoint), async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    patch(body.data);
    await route.fulfill({ response: res, json: body });
  });
}

/** What a hostile payload would have to leave behind to run, checked in the live DOM of the page. */
async function liveScriptCapabilities(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.tagName === 'SCRIPT' && !(el as HTMLScriptElement).src) found.push('inline <script>');
      for (const a of el.attributes) {
        const v = [...a.value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (a.name.startsWith('on')) found.push(`${el.tagName}[${a.name}]`);
        if (/^(?:javascript|vbscript|data:text)/.test(v)) found.push(`${el.tagName}[${a.name}=${a.value}]`);
      }
    }
    return found;
  });
}

async function provokeAndCheck(page: Page, dialogs: string[]) {
  // Unclosed payloads may swallow what follows them: the opening marker is what must render.
  await expect(page.getByText(MARK, { exact: true })).toBeVisible();
  const box = page.locator('div', { has: page.getByText(MARK, { exact: true }) }).last();
  // Give every would-be handler its event: hover and focus each visible element of the rich text.
  for (const el of await box.locator('*').all()) {
    if (!(await el.isVisible())) continue;
    await el.hover({ force: true });
    await el.focus();
  }
  expect(await liveScriptCapabilities(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

// This spec shows hostile rich text on purpose (served below): parsing it makes Chromium log what it blocked
// (support/csp-reports.ts). Every such report is also a `securitypolicyviolation`, which the route sweep counts
// exactly.
test.use({ consoleErrorsAllowed: [CSP_PARSE_REPORT] });

test.describe('hostile rich text served through the mock', () => {
  let dialogs: string[];
  test.beforeEach(({ page }) => {
    dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  });

  test('in a goods description', async ({ page }) => {
    await serveHostile(page, goodsEndpoints.detail, (d) => {
      (d.spu as Record<string, unknown>).detail = HOSTILE;
    });
    await page.goto('/');
    const link = page.locator('a[href^="/goods/"]').first();
    await expect(link).toBeAttached();
    await page.goto((await link.getAttribute('href')) ?? '/goods/1');
    await provokeAndCheck(page, dialogs);
  });

  test('in a notice', async ({ page }) => {
    await serveHostile(page, noticesEndpoints.detail, (d) => {
      d.content = HOSTILE;
    });
    await page.goto('/announcement/1');
    await provokeAndCheck(page, dialogs);
  });

  test('in lottery rules', async ({ page }) => {
    await serveHostile(page, lotteriesEndpoints.detail, (d) => {
      (d.info as Record<string, unknown>).lotteryRule = HOSTILE;
    });
    await page.goto('/lotteryDetail?id=2');
    await provokeAndCheck(page, dialogs);
  });
});

test.describe('links in rich text', () => {
  const OUTSIDE = ['https://evil.example/**', 'https://bscscan.com/**'];

  test('reach only gated targets: by click, middle click and keyboard', async ({ page, context }) => {
    const outside: string[] = [];
    for (const pattern of OUTSIDE)
      await context.route(pattern, (route) => {
        outside.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' });
      });
    await page.goto('/');
    const goods = await page.locator('a[href^="/goods/"]').first().getAttribute('href');
    await serveHostile(page, noticesEndpoints.detail, (d) => {
      d.content = `<p>${MARK}</p><p><a href="https://evil.example/login" target="_blank">钓鱼</a>
        <a href="https://bscscan.com/tx/0x1">链上记录</a> <a href="${goods}">好物</a></p>`;
    });
    await page.goto('/announcement/1');
    await expect(page.getByText(MARK, { exact: true })).toBeVisible();
    const phish = page.getByText('钓鱼');
    const explorer = page.getByRole('link', { name: '链上记录' });
    const inApp = page.getByRole('link', { name: '好物' });

    // A middle click opens a tab the page never hears of. Positive control: the in-app link's does open one;
    // the refused link lost its href, so its middle click (made first) opens nothing: the first new tab is
    // the in-app link's.
    await expect(phish).not.toHaveAttribute('href');
    await expect(explorer).toHaveAttribute('href', 'https://bscscan.com/tx/0x1');
    const tab = context.waitForEvent('page');
    await phish.click({ button: 'middle' });
    await inApp.click({ button: 'middle' });
    // The tab exists before it has navigated (about:blank at first, in the headless shell often still when the
    // event arrives): wait for its URL, which would be the phishing one had the refused link opened a tab.
    await expect(await tab).toHaveURL((url) => url.pathname === goods);

    // Keyboard: Enter on a focused link is a click, through the gate. The refused link cannot take focus.
    await phish.focus();
    expect(await phish.evaluate((el) => document.activeElement === el)).toBe(false);
    await page.evaluate(() => {
      const w = window as unknown as { __opened: unknown[] };
      w.__opened = [];
      window.open = (...args) => {
        w.__opened.push(args);
        return null;
      };
    });
    await explorer.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened))
      .toEqual([['https://bscscan.com/tx/0x1', '_blank', 'noopener,noreferrer']]);
    await inApp.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${goods}$`));
    expect(context.pages()).toHaveLength(2);
    expect(outside).toEqual([]);
  });
});

test('positive control: the sweep sees an inline handler the sanitiser parses and one rendered in the page', async ({
  page,
}) => {
  await watchCsp(page);
  await serveHostile(page, goodsEndpoints.detail, (d) => {
    (d.spu as Record<string, unknown>).detail = `<p>${MARK}</p><img src="x" onerror="window.__xss = 1">`;
  });
  await page.goto('/');
  const link = page.locator('a[href^="/goods/"]').first();
  await expect(link).toBeAttached();
  await page.goto((await link.getAttribute('href')) ?? '/goods/1');
  await expect(page.getByText(MARK, { exact: true })).toBeVisible();
  await expect.poll(() => cspViolations(page)).toContain(PARSED_HANDLER);
  expect(new Set(await cspViolations(page))).toEqual(new Set([PARSED_HANDLER]));
  // What a handler that slipped through would do: reach the live page, reported from outside the sanitiser.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__xss = 2">'));
  await expect
    .poll(async () => (await cspViolations(page)).filter((v) => v !== PARSED_HANDLER).length)
    .toBeGreaterThan(0);
  expect((await cspViolations(page)).find((v) => v !== PARSED_HANDLER)).toMatch(/^script-src-attr inline /);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});

/** A page on another origin that posts a form to /__mock/reset and a no-cors fetch to /__mock/scenario. */
function attackerPage(target: string): string {
  return `<!doctype html><title>attacker</title><body>
<form id="f" method="POST" action="${target}/__mock/reset"><input name="seed" value="5"></form>
<script>
fetch('${target}/__mock/scenario', { method: 'POST', mode: 'no-cors', body: '{"name":"none"}' })
  .finally(() => document.getElementById('f').submit());
</script></body>`;
}

test.describe('mock controls from another site', () => {
  // The refused no-cors fetch logs a failed resource load in the attacker's page.
  // One pattern: Playwright reads a two-element array whose second element is an object (a RegExp is) as
  // [value, fixture options], which handed the fixture a lone RegExp.
  test.use({ consoleErrorsAllowed: [new RegExp(`${CSP_PARSE_REPORT.source}|Failed to load resource`)] });
  let attacker: Server;
  let attackerUrl = '';
  test.beforeAll(async () => {
    attacker = createServer((req, res) => {
      const target = new URL(req.url ?? '/', 'http://x').searchParams.get('target') ?? '';
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(attackerPage(target));
    });
    // PW_ATTACK_PORT keeps a hand run inside an agreed port range; 0 picks any free port.
    await new Promise<void>((r) => attacker.listen(Number(process.env.PW_ATTACK_PORT || 0), '127.0.0.1', r));
    attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((r) => attacker.close(() => r())));

  test('a cross-site form post and a no-cors fetch change nothing in the shop', async ({ page, mock, baseURL }) => {
    await mock.reset(3);
    await mock.scenario('slow', { path: NO_ENDPOINT_PATH });
    const reset = page.waitForResponse((r) => r.url().endsWith('/__mock/reset'));
    await page.goto(`${attackerUrl}/?target=${encodeURIComponent(baseURL ?? '')}`);
    expect((await reset).status()).toBe(415);
    const after = (await mock.health()) as { seed: number; scenarios?: unknown[] };
    expect(after.seed).toBe(3);
    expect(after.scenarios).toHaveLength(1);
  });
});
