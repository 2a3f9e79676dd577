import type { Plugin } from 'vite';

/**
 * Every file the entry imports gets a `<script type="module">` of its own in index.html, beside Vite's
 * `<link rel="modulepreload">`, so the browser asks for all of them while it parses the page even when it ignores
 * `modulepreload` (iOS 16 and older, and WeChat there, which uses the system's WebKit): the entry is a few bytes that
 * start the `boot` chunk, and without this those browsers would find `vendor` and `boot` only once the entry had
 * arrived, one more round trip before the app can start (issue 39).
 *
 * Safe because a module is fetched and evaluated once per URL (the module map): the entry's own import of these files
 * reuses them, and browsers that do preload fetch each once. Evaluating one of them first only defines its modules:
 * with `strictExecutionOrder` (vite.config.ts) every module runs when the entry calls it, in import order. A failed
 * download of any of them fires `error` at its script element, which src/app/boot/boot-failure.ts watches.
 *
 * Build only (the dev server serves the entry as source and preloads nothing).
 */
const ENTRY = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function entryImportsAsScripts(html: string): string {
  // The app's page only: Storybook builds its iframe.html with this config too.
  if (!html.includes('<div class="boot"')) return html;
  const entries = html.match(ENTRY) ?? [];
  if (entries.length !== 1)
    throw new Error(`entry-imports-as-scripts: expected one module script, found ${entries.length}`);
  const imports = [...html.matchAll(PRELOAD)].map((m) => m[1] as string);
  const scripts = imports.map((src) => `<script type="module" crossorigin src="${src}"></script>`);
  return html.replace(entries[0] as string, (entry) => [...scripts, entry].join('\n    '));
}

export function entryImports(): Plugin {
  return {
    name: 'mall:entry-imports-as-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: entryImportsAsScripts },
  };
}
