import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { HEADER_ONLY, policyOfHtml } from '../../server/csp-header.ts';
import { originOf } from './csp.ts';

/**
 * What a server must send with this build's index.html, written by the build so a deploy cannot drift from it
 * (issue 39: operators copied the CSP into their server by hand, and a header left from an earlier build blocked the
 * new inline script):
 * - `<link rel="preconnect">` in index.html for the API's origin (an absolute VITE_API_BASE) and the pictures'
 *   origin (VITE_PICTURE_ORIGIN), so the browser opens those connections while the HTML parses;
 * - `dist/nginx-headers.conf`: the Content-Security-Policy (the meta tag's policy with the inline code's hashes, plus
 *   `frame-ancestors`, which only a header carries) and the same preconnects as a `Link` header, as nginx
 *   `add_header` lines for the documented server block to include (docs/deployment.md).
 * `npm run budget` fails if the file does not allow what the built index.html needs
 * (scripts/guards/budget/headers-file-check.ts).
 */
export const HEADERS_FILE = 'nginx-headers.conf';

export interface DeployOptions {
  /** VITE_API_BASE: preconnected when it is absolute (the API is then on another origin). */
  apiBase?: string;
  /** VITE_PICTURE_ORIGIN: where the shop's pictures come from (a CDN), if not the page's own origin. */
  pictureOrigin?: string;
}

export interface Preconnect {
  origin: string;
  /** fetch() reads without credentials from another origin: that connection pool is the anonymous CORS one. */
  crossorigin: boolean;
}

export function preconnectsOf(opts: DeployOptions): Preconnect[] {
  const api = originOf(opts.apiBase);
  const pictures = originOf(opts.pictureOrigin);
  if (opts.pictureOrigin && !pictures)
    throw new Error(`VITE_PICTURE_ORIGIN is not an http(s) URL: ${opts.pictureOrigin}`);
  const out: Preconnect[] = [];
  if (api) out.push({ origin: api, crossorigin: true });
  // <img> requests are not CORS requests: their connection is another pool than the API's, even on the same origin.
  if (pictures) out.push({ origin: pictures, crossorigin: false });
  return out;
}

/** The `<link rel="preconnect">` tags, first thing after the charset so the connections open at once. */
export function withPreconnects(html: string, preconnects: Preconnect[]): string {
  if (!preconnects.length) return html;
  const links = preconnects
    .map((p) => `<link rel="preconnect" href="${p.origin}"${p.crossorigin ? ' crossorigin' : ''} />`)
    .join('\n    ');
  if (!/<meta charset[^>]*>/i.test(html)) throw new Error('index.html has no <meta charset>: cannot add preconnects');
  return html.replace(/<meta charset[^>]*>/i, (meta) => `${meta}\n    ${links}`);
}

/** The preconnects an index.html carries, read back from its tags. */
export function preconnectsOfHtml(html: string): Preconnect[] {
  return [...html.matchAll(/<link\b[^>]*\brel="preconnect"[^>]*>/gi)].map((m) => ({
    origin: /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? '',
    crossorigin: /\scrossorigin\b/.test(m[0]),
  }));
}

/** The response headers of index.html for a built index.html: what a server must send with it. */
export function headersFor(html: string): Record<string, string> {
  const policy = policyOfHtml(html);
  if (!policy) throw new Error('index.html has no Content-Security-Policy meta tag');
  const headers: Record<string, string> = { 'Content-Security-Policy': `${policy}; ${HEADER_ONLY}` };
  const preconnects = preconnectsOfHtml(html);
  if (preconnects.length)
    headers.Link = preconnects
      .map((p) => `<${p.origin}>; rel=preconnect${p.crossorigin ? '; crossorigin' : ''}`)
      .join(', ');
  return headers;
}

/** nginx `add_header` lines (`always`: error answers too). */
export function nginxConf(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    if (/["\\\n$]/.test(value)) throw new Error(`header ${name} holds a character nginx would read: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return [
    "# The headers of this build's index.html, written by `vite build` (scripts/build/deploy-headers.ts).",
    '# nginx: `include` this file inside `location /` (docs/deployment.md), and reload nginx with each new build.',
    ...lines,
    '',
  ].join('\n');
}

/** Reads the file back (the bench's server and `npm run budget`): header name to value. */
export function parseNginxConf(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of conf.split('\n')) {
    const m = /^\s*add_header\s+([\w-]+)\s+"([^"]*)"(?:\s+always)?\s*;\s*$/.exec(line);
    if (m) headers[m[1] as string] = m[2] as string;
    else if (line.trim() && !line.trim().startsWith('#')) throw new Error(`${HEADERS_FILE}: cannot read "${line}"`);
  }
  return headers;
}

/** The app's page (its static shell), not Storybook's iframe.html or a floor's page built with this config. */
const isAppPage = (html: string) => html.includes('<div class="boot"');

export function deployHeaders(opts: DeployOptions): Plugin {
  const preconnects = preconnectsOf(opts);
  let outDir = 'dist';
  return {
    name: 'mall:deploy-headers',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (isAppPage(html) ? withPreconnects(html, preconnects) : html),
    },
    // From index.html as written, after every other plugin changed it: the file cannot disagree with the page.
    writeBundle: {
      sequential: true,
      handler() {
        let html: string;
        try {
          html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        } catch {
          return; // a build without the app's page (Storybook's, a floor's)
        }
        if (!isAppPage(html)) return;
        writeFileSync(path.join(outDir, HEADERS_FILE), nginxConf(headersFor(html)));
      },
    },
  };
}
