/**
 * Pure parts of the bench's HTTPS servers (scripts/bench/lighthouse/https-origins.ts), unit-tested in
 * https-origins-lib.test.ts.
 */
import { createHash, X509Certificate } from 'node:crypto';
import path from 'node:path';

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli before gzip, as production servers do; none if the client accepts neither. */
export function pickEncoding(accept: string | undefined, available: Record<Encoding, boolean>): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (e: Encoding) => available[e] && (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Text worth compressing (the build precompresses the same kinds over 1 KiB). */
export const isCompressible = (file: string): boolean =>
  /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/.test(contentTypeOf(file));

export type StaticTarget = { kind: 'file'; file: string } | { kind: 'app' } | { kind: 'missing' };

/**
 * What a path of the app's origin serves, like the README's nginx block: a file of dist/ if there is one, 404 for
 * a missing `/assets/` file (a stale chunk must fail, not get the app), the app (index.html) for anything else.
 * `exists` is asked with a path inside `root`; a path that climbs out of it is treated as missing.
 */
export function staticTarget(root: string, urlPath: string, exists: (file: string) => boolean): StaticTarget {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return { kind: 'missing' };
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return { kind: 'missing' };
  if (decoded !== '/' && exists(file)) return { kind: 'file', file };
  if (decoded.startsWith('/assets/')) return { kind: 'missing' };
  return { kind: 'app' };
}

/** `/mock-img/banner/3.jpg?label=…` → the picture's kind and key (the key as the mock encoded it). */
export function photoRequest(urlPath: string): { kind: string; key: string } | null {
  const m = /^\/mock-img\/([a-z]+)\/([^/?]+)\.jpg(?:\?.*)?$/.exec(urlPath);
  if (!m) return null;
  try {
    return { kind: m[1] as string, key: decodeURIComponent(m[2] as string) };
  } catch {
    return null;
  }
}

/** Headers a proxy must not pass on (hop-by-hop, and HTTP/2's pseudo-headers). */
export function forwardableHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const drop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host', 'te']);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    if (v === undefined || name.startsWith(':') || drop.has(name)) continue;
    out[name] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's --ignore-certificate-errors-spki-list wants it. */
export function spkiHash(certPem: string): string {
  const der = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}
