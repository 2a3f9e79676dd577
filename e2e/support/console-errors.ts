import type { Page } from '@playwright/test';

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
 * Console errors the test did not declare. Nothing is allowed everywhere: a spec that expects an error
 * (a forced HTTP 500, Chromium's report of hostile rich text it parsed: support/csp-reports.ts) says so
 * with `test.use({ consoleErrorsAllowed: [...] })`, the reason written beside it.
 */
export function unexpectedErrors(errors: readonly string[], allow: readonly RegExp[]): string[] {
  return errors.filter((e) => !allow.some((re) => re.test(e)));
}
