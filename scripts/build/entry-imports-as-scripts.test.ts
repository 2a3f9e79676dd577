import { describe, expect, it } from 'vitest';
import { entryImportsAsScripts } from './entry-imports-as-scripts';

const built = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-c.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-d.css">
  </head><body><div id="root"></div><div class="boot"></div></body>`;

describe("the entry's imports", () => {
  it('become module scripts before the entry, in order, and the preloads stay', () => {
    const html = entryImportsAsScripts(built);
    const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/assets/rolldown-runtime-b.js', '/assets/vendor-c.js', '/assets/index-a.js']);
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
  });

  it("leaves a page that is not the app's (Storybook's iframe.html) alone", () => {
    const other = built.replace('<div class="boot"></div>', '');
    expect(entryImportsAsScripts(other)).toBe(other);
  });

  it('fails the build if the page has no single entry', () => {
    expect(() => entryImportsAsScripts(built.replace(/<script[^>]*><\/script>/, ''))).toThrow(/one module script/);
  });
});
