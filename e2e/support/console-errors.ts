import type { Page } from '@playwright/test';
import { CSP_PARSE_REPORT } from './csp-reports';

/**
 * Collects console.error messages, uncaught page errors and unhandled promise rejections of a page, for the
 * after-test check. Rejections are also listened for in the page itself, so a rejection the browser does not
 * surface as a page error (a non-Error reason, a rejection inside a framework callback) still fails the test.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  void page.addInitScript(() => {
    addEventListener('unhandledrejection', (event) => {
      const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
      console.error(`unhandledrejection: ${reason}`);
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

/**
 * Always expected: Chromium's report of an inline handler the Content-Security-Policy blocked while the
 * sanitiser parsed the seeded hostile rich text (goods descriptions, notices, lottery rules). Nothing ran.
 * A handler that reached the rendered page is caught by e2e/security.spec.ts (securitypolicyviolation events
 * from the page's own code, and the XSS markers it checks).
 */
const ALWAYS_EXPECTED = [CSP_PARSE_REPORT];

export function unexpectedErrors(errors: readonly string[], allow: readonly RegExp[]): string[] {
  return errors.filter((e) => ![...ALWAYS_EXPECTED, ...allow].some((re) => re.test(e)));
}
