import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { CHAINS } from '../../contracts/chain-abi.ts';

/**
 * The Content-Security-Policy of every build, as a `<meta>` in the built index.html. Inline `<script>`
 * and `<style>` elements (and `style` attributes) of the final HTML are hashed here, after every other
 * plugin ran, so a change to index.html (e.g. a static first-paint shell) never needs a hand-edited hash.
 * `frame-ancestors` has no effect in a meta tag (browsers warn about it): servers send it as a header
 * (server/csp-header.ts for the Express mock; the README shows it for production servers).
 */
export interface CspOptions {
  /** VITE_API_BASE: its origin joins connect-src when it is absolute. */
  apiBase?: string;
  /** VITE_CAPTCHA_SCRIPT: its origin joins script-src and frame-src. */
  captchaScript?: string;
  /**
   * VITE_CONTRACT_REPORT_URL: the drift collector (src/lib/contract-drift.ts). `navigator.sendBeacon` is
   * subject to connect-src, so its origin joins it, else the app's own policy would block every report.
   */
  reportUrl?: string;
}

/**
 * The Tencent captcha (src/platform/captcha.ts): the script the real front end loads
 * (docs/backend/admin-generation.md#ca-captcha) and the hosts its widget uses. Scripts: the loader, its JSONP calls
 * (t.captcha.qq.com, turing.captcha.qcloud.com) and the captcha CDN host captcha.gtimg.com, never the whole shared gtimg.com CDN.
 * Frames: the same, plus turing.captcha.gtimg.com, which serves the puzzle's frame page (its own scripts
 * run under the frame's policy, not this one). Taken from Tencent's integration notes, not from a live run
 * (no network here): a host the widget needs beyond these shows up as a securitypolicyviolation.
 */
const CAPTCHA_DEFAULT = 'https://ssl.captcha.qq.com/TCaptcha.js';
const CAPTCHA_SCRIPT_HOSTS = [
  'https://*.captcha.qq.com',
  'https://turing.captcha.qcloud.com',
  'https://captcha.gtimg.com',
];
const CAPTCHA_FRAME_HOSTS = [...CAPTCHA_SCRIPT_HOSTS, 'https://turing.captcha.gtimg.com'];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The origin of an absolute http(s) URL, or null (a relative path, nothing, or not a URL). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface InlineParts {
  scripts: string[];
  styles: string[];
  styleAttrs: string[];
}

/** Inline scripts (no src), style elements and style attributes of an HTML document. */
export function inlineParts(html: string): InlineParts {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc\s*=/i.test(m[1] ?? '') && (m[2] ?? '') !== '')
    .map((m) => m[2] ?? '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  const styleAttrs = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return { scripts, styles, styleAttrs };
}

export function buildCsp(parts: InlineParts, opts: CspOptions = {}): string {
  const captcha = originOf(opts.captchaScript || CAPTCHA_DEFAULT);
  const api = originOf(opts.apiBase);
  const collector = originOf(opts.reportUrl);
  const rpcs = Object.values(CHAINS).map((c) => new URL(c.rpc).origin);
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the QR decoder compiles a same-origin WebAssembly module (no JS eval is allowed).
    [
      'script-src',
      uniq(["'self'", "'wasm-unsafe-eval'", captcha, ...CAPTCHA_SCRIPT_HOSTS, ...parts.scripts.map(sha256)]),
    ],
    // Styles: 'unsafe-inline'. Components set style attributes at run time (antd-mobile popups, parsed rich
    // text), which hashes cannot cover and which Chromium logs as violations on routes that work. Inline CSS
    // cannot run script; the sanitiser still strips merchant styles. (A hash here would disable 'unsafe-inline'.)
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' https: data: blob:"],
    ['font-src', "'self' data:"],
    ['connect-src', uniq(["'self'", api, collector, ...rpcs])],
    ['frame-src', uniq([captcha, ...CAPTCHA_FRAME_HOSTS])],
    // The MSW worker (mock builds) and the QR decoder's worker are same-origin; blob: for bundlers that inline one.
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['media-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map(([k, v]) => `${k} ${v}`).join('; ');
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Adds the policy as the first element of <head>, so it covers everything the document loads. */
export function withCspMeta(html: string, opts: CspOptions = {}): string {
  const policy = buildCsp(inlineParts(html), opts);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttr(policy)}" />`;
  if (!/<head\b[^>]*>/i.test(html)) throw new Error('index.html has no <head>: cannot add the CSP meta tag');
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}\n    ${meta}`);
}

export function cspMeta(opts: CspOptions): Plugin {
  return {
    name: 'mall:csp',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, opts) },
  };
}
