import type { Plugin } from 'vite';

/**
 * The entry's stylesheets (antd-mobile's global rules and the app shell's, about 5 KiB) written into index.html as
 * `<style>` elements instead of `<link rel="stylesheet">`. A linked stylesheet blocks the page's first paint until it
 * has arrived: the static shell, whose own rules are already in the page, waited one more request for them. Under
 * Lighthouse's applied throttling over HTTP/1.1 that was 0.6 s of the shell's first paint and 0.4 s of the first
 * picture's (docs/measurements/2026-11-30-applied-throttling.md); the design floor has its styles in the page. With the
 * first frame no longer held, the route's own files must not go out at it: they wait for the entry's scripts
 * (src/app/boot/early-chunks.ts), or the goods page's picture came 0.2–0.5 s later over HTTP/2
 * (docs/measurements/2026-11-30-route-after-entry.md).
 *
 * The files are then dropped from the build, and from every chunk's list of stylesheets (Vite's `importedCss`, which
 * its preload helper reads when a lazy page loads): left there, the first lazy page fetched `vendor.css` again and
 * waited for it. `writeBundle` fails the build if any file still names one of them.
 *
 * Styles may be inline under the policy (`style-src 'unsafe-inline'`, scripts/build/csp.ts). Build only, and the app's
 * page only: Storybook builds its iframe.html with this config too.
 */
const LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g;

/** A url() that does not start at the root, at another origin or in the data itself would resolve against `/`. */
const RELATIVE_URL = /url\(\s*(?!["']?(?:[/#]|data:|https?:))/i;

/**
 * index.html with each stylesheet link Vite wrote replaced by the file's rules; `read` gives a file's text from its
 * href (`/assets/x.css`). Returns the page and the hrefs it inlined.
 */
export function inlineEntryStyles(html: string, read: (href: string) => string): { html: string; inlined: string[] } {
  if (!html.includes('<div class="boot"')) return { html, inlined: [] };
  const inlined: string[] = [];
  const out = html.replace(LINK, (_, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`entry-styles-inline: ${href} contains "</style"`);
    if (RELATIVE_URL.test(css))
      throw new Error(`entry-styles-inline: ${href} has a relative url(), which the page would resolve against /`);
    inlined.push(href);
    return `<style>${css.trim()}</style>`;
  });
  return { html: out, inlined };
}

export function entryStylesInline(): Plugin {
  /** Bundle file names (`assets/x.css`) of the stylesheets written into the page. */
  let inlined: string[] = [];
  let base = '/';
  return {
    name: 'mall:entry-styles-inline',
    apply: 'build',
    // After Vite's HTML plugin (which writes the links and runs this plugin's transform) and before its import
    // analysis (which lists each lazy chunk's stylesheets for the preload helper from `importedCss`).
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const result = inlineEntryStyles(html, (href) => {
          const asset = bundle[href.slice(base.length)];
          if (asset?.type !== 'asset') throw new Error(`entry-styles-inline: ${href} is not in the bundle`);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        inlined = result.inlined.map((href) => href.slice(base.length));
        return result.html;
      },
    },
    generateBundle(_, bundle) {
      for (const file of bundle ? Object.values(bundle) : [])
        if (file.type === 'chunk') for (const css of inlined) file.viteMetadata?.importedCss.delete(css);
      for (const css of inlined) delete bundle[css];
    },
    writeBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        const text = file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : '';
        const named = inlined.find((css) => text.includes(css));
        if (named)
          throw new Error(`entry-styles-inline: ${file.fileName} still names ${named}, which is in index.html now`);
      }
    },
  };
}
