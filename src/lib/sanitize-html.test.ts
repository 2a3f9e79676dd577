// @vitest-environment jsdom
import { scriptCapabilities, XSS_PAYLOADS } from '@mocks/core/xss-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LinkGate, sanitizeRichHtml } from './sanitize-html';
import { installLegacySerializer } from './testing/legacy-serializer';

const ordinary = [
  '<p>正文</p>',
  '<img src="/mock-img/notice/1.svg" width="640" height="360" alt="海报">',
  '<a href="https://example.com/rules">规则</a>',
].join('');

/** A gate that lets example.com out and nothing else (the app's is richTextLink in nav-gate.ts). */
const EXAMPLE_GATE: LinkGate = (href) => (href.startsWith('https://example.com/') ? { href, external: true } : null);

// Each payload is checked with today's serialiser and with one that leaves `<` raw in attribute values,
// as older WebViews do (the engines where a string edit after sanitising turns text into attributes).
describe.each([
  ['a current serialiser', null],
  ['a legacy serialiser', installLegacySerializer],
] as const)('sanitizeRichHtml with %s', (_name, install) => {
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = install?.();
  });
  afterAll(() => restore?.());

  it('keeps ordinary rich text, lazy sized images and links that open outside', () => {
    const out = sanitizeRichHtml(ordinary, EXAMPLE_GATE);
    expect(out).toContain('<p>正文</p>');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('width="640"');
    expect(out).toMatch(/<a href="https:\/\/example.com\/rules" target="_blank" rel="noopener noreferrer">/);
  });

  // Re-parse what we would hand to innerHTML: no handler, no script-capable URL, no <script> may appear,
  // whatever text the payload hid inside attribute values or foreign content.
  it.each(XSS_PAYLOADS)('leaves nothing that can run: %s', (payload) => {
    const out = sanitizeRichHtml(`<p>前</p>${payload}<p>后</p>`);
    expect(scriptCapabilities(out)).toEqual([]);
    expect(out).toContain('<p>前</p>');
  });

  it('keeps text containing "<a " inside an attribute value as text, not as markup', () => {
    const out = sanitizeRichHtml('<p title="<a onmouseover=x y=">hi</p>');
    const box = document.createElement('template');
    box.innerHTML = out;
    const p = box.content.querySelector('p');
    expect(p?.getAttributeNames()).toEqual(['title']);
    expect(p?.getAttribute('title')).toBe('<a onmouseover=x y=');
  });
});

describe('links in rich text carry only what the gate answers', () => {
  const gate: LinkGate = (href) =>
    href === 'https://allowed.example/x'
      ? { href, external: true }
      : href.startsWith('/goods/')
        ? { href, external: false }
        : href === 'https://app.example/goods/1'
          ? { href: '/goods/1', external: false }
          : null;
  const links = (html: string) => {
    const box = document.createElement('template');
    box.innerHTML = sanitizeRichHtml(html, gate);
    return [...box.content.querySelectorAll('a, area')].map((a) =>
      Object.fromEntries(a.getAttributeNames().map((n) => [n, a.getAttribute(n)])),
    );
  };

  it("drops the href (and the merchant's target) of a link the gate refuses, keeping its text", () => {
    const out = sanitizeRichHtml('<a href="https://evil.example/login" target="_blank" rel="opener">钓鱼</a>', gate);
    expect(out).toBe('<a>钓鱼</a>');
  });

  it("writes the gate's answer: an in-app path opens in place, an allowed host in a new tab", () => {
    expect(
      links(
        '<a href="/goods/2" target="_blank">a</a><a href="https://app.example/goods/1">b</a><a href="https://allowed.example/x" target="_self" ping="https://t.example">c</a>',
      ),
    ).toEqual([
      { href: '/goods/2' },
      { href: '/goods/1' },
      { href: 'https://allowed.example/x', target: '_blank', rel: 'noopener noreferrer' },
    ]);
  });

  it("gates an image map's areas like links", () => {
    expect(
      links('<map name="m"><area href="https://evil.example" shape="rect" coords="0,0,1,1" alt="x"></map>'),
    ).toEqual([{ shape: 'rect', coords: '0,0,1,1', alt: 'x' }]);
  });

  it('without a gate, no link leads anywhere', () => {
    expect(sanitizeRichHtml('<a href="/goods/1">a</a>')).toBe('<a>a</a>');
  });
});
