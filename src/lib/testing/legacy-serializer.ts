/**
 * Emulates the HTML serialiser of engines older than the 2025 spec change (older Android WebViews, X5,
 * older iOS): attribute values escape only `&`, U+00A0 and `"`, so a `<` or `>` inside a value comes out
 * raw. jsdom and a recent Chromium escape them, which hides string-editing bugs after sanitising; tests
 * install this to see what those WebViews would see.
 */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW_TEXT = new Set('style script xmp iframe noembed noframes plaintext noscript'.split(' '));

const escapeAttr = (v: string) =>
  v
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/"/g, '&quot;');
const escapeText = (v: string) =>
  v
    .replace(/&/g, '&amp;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

function serializeChildren(parent: Node): string {
  const rawParent = parent instanceof Element && RAW_TEXT.has(parent.localName);
  let out = '';
  const children = parent instanceof HTMLTemplateElement ? parent.content.childNodes : parent.childNodes;
  for (const node of children) {
    if (node instanceof Element) {
      const tag = node.localName;
      const attrs = [...node.attributes].map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
      out += `<${tag}${attrs}>`;
      if (!VOID.has(tag)) out += `${serializeChildren(node)}</${tag}>`;
    } else if (node.nodeType === Node.TEXT_NODE) {
      out += rawParent ? (node.nodeValue ?? '') : escapeText(node.nodeValue ?? '');
    } else if (node.nodeType === Node.COMMENT_NODE) {
      out += `<!--${node.nodeValue ?? ''}-->`;
    }
  }
  return out;
}

/** Replaces `innerHTML`'s getter until the returned function is called (the setter stays native). */
export function installLegacySerializer(): () => void {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!original?.set) throw new Error('innerHTML is not an accessor on Element.prototype here');
  Object.defineProperty(Element.prototype, 'innerHTML', {
    configurable: true,
    get(this: Element) {
      return serializeChildren(this);
    },
    set: original.set,
  });
  return () => Object.defineProperty(Element.prototype, 'innerHTML', original);
}
