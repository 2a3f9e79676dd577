import { describe, expect, it } from 'vitest';
import { entryStylesInline, inlineEntryStyles } from './entry-styles-inline';

const built = `<head>
    <style>.boot{display:block}</style>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-c.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-d.css">
    <link rel="stylesheet" crossorigin href="/assets/boot-e.css">
  </head><body><div id="root"></div><div class="boot"></div></body>`;

const files: Record<string, string> = {
  '/assets/vendor-d.css': ':root{--adm-color-primary:#c8161d}\n',
  '/assets/boot-e.css': '.tab-bar{height:50px}',
};
const read = (href: string) => files[href] ?? '';

describe("the entry's stylesheets in the page", () => {
  it('replaces each link with its rules, in order, and names the files', () => {
    const { html, inlined } = inlineEntryStyles(built, read);
    expect(html).not.toMatch(/rel="stylesheet"/);
    expect([...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1])).toEqual([
      '.boot{display:block}',
      ':root{--adm-color-primary:#c8161d}',
      '.tab-bar{height:50px}',
    ]);
    expect(inlined).toEqual(['/assets/vendor-d.css', '/assets/boot-e.css']);
    // The scripts and preloads stay as they were.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-c.js">');
  });

  it("leaves a page that is not the app's (Storybook's iframe.html) alone", () => {
    const other = built.replace('<div class="boot"></div>', '');
    expect(inlineEntryStyles(other, read)).toEqual({ html: other, inlined: [] });
  });

  it('fails the build on rules that would break out of the element or resolve against the page', () => {
    expect(() => inlineEntryStyles(built, (h) => (h.endsWith('d.css') ? 'a{content:"</STYLE>"}' : ''))).toThrow(
      /vendor-d\.css contains/,
    );
    expect(() => inlineEntryStyles(built, (h) => (h.endsWith('e.css') ? 'a{background:url(x.png)}' : ''))).toThrow(
      /boot-e\.css has a relative url/,
    );
    // Control: rooted, data: and absolute URLs are the same wherever the rules are.
    const ok =
      'a{background:url(/assets/x.png)}b{background:url("data:image/png;base64,AA")}c{background:url(https://cdn.example/y.png)}';
    expect(inlineEntryStyles(built, () => ok).inlined).toHaveLength(2);
  });
});

type Fn = (...args: unknown[]) => unknown;

/** The plugin's hooks run as Vite runs them on a small bundle: the page, then the bundle, then the written files. */
function build(lazyCode: string) {
  const plugin = entryStylesInline();
  const hook = (h: unknown) => (typeof h === 'function' ? h : (h as { handler: Fn }).handler) as Fn;
  hook(plugin.configResolved).call({}, { base: '/' });
  const css = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source });
  const chunk = (fileName: string, code: string, importedCss: string[]) => ({
    type: 'chunk',
    fileName,
    code,
    viteMetadata: { importedCss: new Set(importedCss) },
  });
  const bundle: Record<string, { type: string; viteMetadata?: { importedCss: Set<string> } }> = {
    'assets/vendor-d.css': css('assets/vendor-d.css', read('/assets/vendor-d.css')),
    'assets/boot-e.css': css('assets/boot-e.css', new TextEncoder().encode(read('/assets/boot-e.css'))),
    'assets/page-x.css': css('assets/page-x.css', '.x{}'),
    'assets/vendor-c.js': chunk('assets/vendor-c.js', '', ['assets/vendor-d.css']),
    'assets/page-x.js': chunk('assets/page-x.js', lazyCode, ['assets/page-x.css', 'assets/boot-e.css']),
  };
  const html = hook(plugin.transformIndexHtml).call({}, built, { bundle }) as string;
  hook(plugin.generateBundle).call({}, {}, bundle);
  return { html, bundle, writeBundle: () => hook(plugin.writeBundle).call({}, {}, bundle) };
}

describe("the build without the entry's stylesheet files", () => {
  it("drops them from the bundle and from every chunk's stylesheets, and keeps the others", () => {
    const { html, bundle } = build('');
    expect(html).toContain('<style>.tab-bar{height:50px}</style>');
    expect(Object.keys(bundle).filter((f) => f.endsWith('.css'))).toEqual(['assets/page-x.css']);
    expect([...(bundle['assets/page-x.js']?.viteMetadata?.importedCss ?? [])]).toEqual(['assets/page-x.css']);
    expect([...(bundle['assets/vendor-c.js']?.viteMetadata?.importedCss ?? [])]).toEqual([]);
  });

  it('fails the build if a written file still names one (its preload list would fetch it again)', () => {
    expect(() => build('const deps = ["assets/page-x.css", "assets/vendor-d.css"];').writeBundle()).toThrow(
      /page-x\.js still names assets\/vendor-d\.css/,
    );
    // Control: a file that names only the stylesheets still linked passes.
    expect(() => build('const deps = ["assets/page-x.css"];').writeBundle()).not.toThrow();
  });
});
