import type { Plugin } from 'vite';

/**
 * The entry's stylesheets (antd-mobile's variables and the shell's own rules, about 5 KiB) written into index.html as
 * `<style>` elements instead of linked files. Linked, they were the only requests the first paint waited for: over
 * HTTP/1.1, where each needs a connection of its own, Lighthouse put the login screen's first paint 150 ms later for
 * them (docs/measurements/2026-11-30-interruptible-answers.md). The policy allows inline styles already (`style-src
 * 'unsafe-inline'`, scripts/build/csp.ts).
 *
 * Each link stays in the page, `disabled`, which browsers do not fetch: Vite's preload helper, which loads a lazy
 * chunk's stylesheets with it, skips a stylesheet it finds linked, and would otherwise fetch these files a second time
 * and append them after the app's later rules, where they would win over rules of the same weight.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (link) => {
    if (/\sdisabled\b/i.test(link)) return link;
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    const css = href === undefined ? undefined : read(href);
    if (href === undefined || css === undefined) return link;
    if (/<\/style/i.test(css))
      throw new Error(`inline-entry-css: ${href} holds "</style", which would end the element`);
    return `<style data-href="${href}">${css}</style>\n    <link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** The plugin: the stylesheets index.html links, from the bundle being written (`base` is Vite's public base). */
export function inlineEntryCss(): Plugin {
  let base = '/';
  return {
    name: 'mall:inline-entry-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        // The app's page only (Storybook's iframe.html goes through this configuration too).
        if (!bundle || ctx.path !== '/index.html') return html;
        return inlineStylesheets(html, (href) => {
          if (!href.startsWith(base)) return undefined;
          const asset = bundle[href.slice(base.length)];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
