// @vitest-environment jsdom
import { scriptCapabilities, XSS_PAYLOADS } from '@mocks/db/xss-payloads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize-html';
import { installLegacySerializer } from './testing/legacy-serializer';

const ordinary = [
  '<p>正文</p>',
  '<img src="/mock-img/notice/1.svg" width="640" height="360" alt="海报">',
  '<a href="https://example.com/rules">规则</a>',
].join('');

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
    const out = sanitizeRichHtml(ordinary);
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
