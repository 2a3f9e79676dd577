/**
 * Mutation-XSS and filter-evasion payloads for the rich-text sanitiser, shared by the jsdom unit test and
 * the Chromium e2e spec (served through the mock as goods descriptions, notices and lottery rules).
 * Each one, if it survived, would set `window.__xss` or open a dialog.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  // `<a ` inside a quoted attribute value: a string replace of `<a ` after sanitising closes the quote.
  '<p title="<a  onmouseover=window.__xss=1 x=">hover</p>',
  '<img alt="<a autofocus onfocus=window.__xss=1 tabindex=0 " src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
  `<b title='<a onclick=window.__xss=1 '>q</b>`,
  // <noscript>/<style> parsing differences between the sanitiser and the page.
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<style><img src=x onerror=window.__xss=1></style>',
  '<p><style></p><img src=x onerror=window.__xss=1></style>',
  // Namespace confusion (SVG/MathML foreign content).
  '<svg><p><style><img src=x onerror=window.__xss=1></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss=1 src>">',
  // javascript: URLs hidden by entities, whitespace, case and control characters.
  '<a href="javascript:window.__xss=1">a</a>',
  '<a href="&#106;avascript:window.__xss=1">b</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">c</a>',
  '<a href="java&#x09;script:window.__xss=1">d</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=1">e</a>',
  '<a href="vbscript:msgbox(1)">f</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">g</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<form action="javascript:window.__xss=1"><button>h</button></form>',
  '<details open ontoggle="window.__xss=1">i</details>',
];

/** Problems found in sanitised HTML after parsing it again the way a browser would. */
export function scriptCapabilities(html: string): string[] {
  const box = document.createElement('template');
  box.innerHTML = html;
  const found: string[] = [];
  for (const el of box.content.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame', 'form', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name)) {
        // The URL parser strips tabs/newlines and leading control characters; do the same before judging.
        const url = [...attr.value]
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (/^(?:javascript|vbscript|data:text)/.test(url)) {
          found.push(`${tag}[${name}=${attr.value}]`);
        }
      }
    }
  }
  return found;
}
