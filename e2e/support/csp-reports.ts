/**
 * Chromium's console report of an inline event handler or inline style it met while *parsing* HTML under
 * the app's Content-Security-Policy. The rich-text sanitiser (DOMPurify) parses merchant HTML in an inert
 * document of the page, so hostile input produces these reports although nothing runs and nothing reaches
 * the page (the sanitised output has no handlers). Pages that show hostile seeded HTML allow them; a real
 * violation in the page also fires a `securitypolicyviolation` event, which e2e/security.spec.ts checks
 * on every route.
 */
export const CSP_PARSE_REPORT = /^console\.error: (Executing inline event handler|Applying inline style) violates/;
