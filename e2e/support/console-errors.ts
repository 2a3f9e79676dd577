import type { Page } from '@playwright/test';

/** Collects console.error messages and uncaught page errors of a page, for the after-test check. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

export function unexpectedErrors(errors: readonly string[], allow: readonly RegExp[]): string[] {
  return errors.filter((e) => !allow.some((re) => re.test(e)));
}
