import type { Page } from '@playwright/test';

/**
 * Chromium's console report of an inline event handler or inline style it met while *parsing* HTML under
 * the app's Content-Security-Policy. The rich-text sanitiser (DOMPurify) parses merchant HTML in an inert
 * document of the page, so hostile input produces these reports although nothing runs and nothing reaches
 * the page (the sanitised output has no handlers). Pages that show hostile seeded HTML allow them; a real
 * violation in the page also fires a `securitypolicyviolation` event, which the route sweep (e2e/shell.spec.ts)
 * checks on every route.
 */
export const CSP_PARSE_REPORT = /^console\.error: (Executing inline event handler|Applying inline style) violates/;

/** Records every `securitypolicyviolation` of each document the page loads: any directive, any source file. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

export const PARSED_HANDLER = 'script-src-attr: an inline handler the sanitiser parsed';

/**
 * The violations of the current document. One kind is named rather than hidden: Chromium reports each
 * inline handler the sanitiser *parses* (DOMPurify's inert document inherits the policy) from the
 * sanitiser's own chunk (`sanitize`, a group of its own in vite.config.ts). The route sweep expects exactly as
 * many of those as the route's seeded rich text carries handlers, and nothing else.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const all = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return all.map((v) => (/^script-src-attr inline \S*\/assets\/sanitize-[\w-]+\.js:/.test(v) ? PARSED_HANDLER : v));
}
