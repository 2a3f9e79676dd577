import DOMPurify from 'dompurify';

/**
 * Goods descriptions are merchant-written HTML: scripts, inline handlers, javascript: links and
 * forms are removed; links open outside the app without access to it.
 */
export function sanitizeDescription(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}
