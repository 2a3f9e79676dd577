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

/**
 * Where a link in rich text may lead: the gated href (an in-app path, or an allow-listed https URL with
 * `external` set), or null for none. The sanitiser writes exactly that into the link, so every way of
 * activating it (click, keyboard, middle click, "open in new tab", long press) reaches a gated target.
 */
export type LinkGate = (href: string) => { href: string; external: boolean } | null;

/** Without a gate no link leads anywhere (its text stays). */
const NO_LINKS: LinkGate = () => null;

let purifier: Purifier | null = null;
let gateOfCall: LinkGate = NO_LINKS;

function gateLink(node: Element): void {
  const raw = node.getAttribute('href');
  // Nothing the merchant wrote about where or how a link opens survives; only the gate's answer.
  for (const name of ['href', 'target', 'rel', 'ping', 'download']) node.removeAttribute(name);
  const to = raw === null ? null : gateOfCall(raw);
  if (!to) return;
  node.setAttribute('href', to.href);
  if (to.external) {
    // Links leave the app in a new browsing context without a handle back to it.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Our own DOMPurify instance, so the hooks never leak into another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    // <area href> navigates like <a> (an image map may be allowed by the HTML profile).
    if (node.nodeName === 'A' || node.nodeName === 'AREA') gateLink(node);
    else if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.getAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = p;
  return p;
}

/** Sanitised HTML, ready for `dangerouslySetInnerHTML`; each link's href is what `gate` answers, or none. */
export function sanitizeRichHtml(html: string, gate: LinkGate = NO_LINKS): string {
  gateOfCall = gate;
  try {
    return instance().sanitize(html, CONFIG);
  } finally {
    gateOfCall = NO_LINKS;
  }
}
