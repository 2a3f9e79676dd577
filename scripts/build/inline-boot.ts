import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import type { HtmlConfig } from '../../src/app/boot/early-data-html.ts';
import { loginShellRoutes } from '../../src/app/boot/login-shell.ts';
import { ROUTE_TABLE } from '../../src/app/routes/route-table.ts';
import { type BundleLike, earlyChunksOf } from './early-chunks.ts';

/**
 * index.html's inline script, compiled from src/app/boot/early-data-html.ts (and what it imports: the early reads, the
 * picture picker, the request headers, the boot-failure watch) into the page, where `<script data-inline-boot>`
 * stands. One source for the inline script and the app, so the two cannot drift apart (issue 39: they once chose
 * different first banners); the build's mode and API base go in as constants. The CSP plugin (scripts/build/csp.ts)
 * hashes the result, and a server copies that hash from the build's headers file (scripts/build/deploy-headers.ts).
 *
 * It only makes the first load faster: the entry is an ordinary module script and starts without it.
 */
export const PLACEHOLDER = /<script data-inline-boot><\/script>/;

// Paths, not URLs: the file also runs under jsdom (inline-boot.test.ts), whose URL class node:url does not take.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE = path.join(ROOT, 'src/app/boot/early-data-html.ts');
const SRC = `${path.join(ROOT, 'src')}/`;
const ENTRY = '\0mall-inline-boot';

/** The build's mode and VITE_API_BASE as the app reads it (src/lib/early-fetch.ts: no trailing slash, '' same-origin). */
export type InlineConfig = Pick<HtmlConfig, 'mode' | 'apiBase'>;

/** The script's code: one IIFE that calls startFromHtml with `config`, minified, for browsers from 2018 on. */
export async function compileInlineBoot(config: HtmlConfig): Promise<string> {
  const entry: Plugin = {
    name: 'mall:inline-boot-entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) =>
      id === ENTRY
        ? `import { startFromHtml } from ${JSON.stringify(SOURCE)};\nstartFromHtml(${JSON.stringify(config)});\n`
        : null,
  };
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@/': SRC } },
    plugins: [entry],
    build: {
      write: false,
      minify: true,
      target: 'es2018',
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`inline-boot: expected one chunk, got ${chunks.length}`);
  const code = (chunks[0] as { code: string }).code.trim();
  // Would end the inline <script> element early.
  if (/<\/script/i.test(code)) throw new Error('inline-boot: the compiled code contains "</script"');
  return code;
}

/** VITE_API_BASE as src/lib/early-fetch.ts reads it. */
export const apiBaseOf = (raw: string | undefined): string => (raw ?? '').replace(/\/$/, '');

/** The script's config for every page: the login screen's shell wherever the router shows it, from the route table. */
export const pageConfigOf = (inline: InlineConfig): HtmlConfig => ({
  ...inline,
  loginShell: loginShellRoutes(ROUTE_TABLE),
});

/** As a replacement function: `$&` and the like in the code must not be read as replacement patterns. */
const tag = (code: string) => () => `<script>${code}</script>`;

/**
 * With `firstScreens` (the app's build), a build's script also asks for the first screens' own files, read from the
 * bundle (scripts/build/early-chunks.ts); the dev server has no bundle and asks for none. The bench's floor pages
 * have no pages of the app and build it without.
 */
export function inlineBoot(inline: InlineConfig, { firstScreens = true } = {}): Plugin {
  const config = pageConfigOf(inline);
  let root = process.cwd();
  let base = '/';
  const compiled = new Map<string, Promise<string>>();
  return {
    name: 'mall:inline-boot',
    configResolved(resolved) {
      root = resolved.root;
      base = resolved.base;
    },
    // After Vite's own HTML work (its %ENV% replacement must not touch the compiled code), before the CSP hashes it.
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!PLACEHOLDER.test(html)) return html;
        // The dev server compiles it for every page load, so an edit shows at once; a build compiles it once.
        if (ctx.server) return html.replace(PLACEHOLDER, tag(await compileInlineBoot(config)));
        const chunks = firstScreens && ctx.bundle ? earlyChunksOf(ctx.bundle as BundleLike, root, base) : undefined;
        const full: HtmlConfig = chunks ? { ...config, chunks } : config;
        const key = JSON.stringify(full);
        if (!compiled.has(key)) compiled.set(key, compileInlineBoot(full));
        return html.replace(PLACEHOLDER, tag(await (compiled.get(key) as Promise<string>)));
      },
    },
  };
}
