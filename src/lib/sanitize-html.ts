import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The one sanitiser for every rich text the app shows (goods descriptions, notices, lottery rules): HTML
 * written by merchants and operators. Scripts, inline handlers, script-capable URLs, frames, forms and
 * SVG/MathML are removed by DOMPurify.
 *
 * Everything we add (link targets, lazy images) is set on the DOM inside DOMPurify's
 * `afterSanitizeAttributes` hook, never by editing the serialised HTML afterwards: an attribute value may
 * legitimately contain text such as `<a ` (DOMPurify keeps it, and engines that do not escape `<` in
 * attribute values serialise it as is), and a string replace on it would splice quotes into the value
 * and turn the rest into live attributes (mutation XSS in older WebViews).
 */
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'frame', 'frameset', 'noscript'],
  FORBID_ATTR: ['style', 'srcset'],
};

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so the hooks never leak into another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      // Links leave the app in a new browsing context without a handle back to it.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.getAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** Sanitised HTML, ready for `dangerouslySetInnerHTML`. */
export function sanitizeRichHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
