import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Express, Request, Response } from 'express';
import { cspHeader } from './csp-header';

/**
 * Static serving of a built app (`dist/`) for the Express mock, as a production host would do it:
 * brotli or gzip by the client's Accept-Encoding (the `.br` / `.gz` files the build writes beside each
 * asset, else compressed once in memory), immutable caching of hashed assets, index.html revalidated
 * every time and served for every app route (SPA fallback).
 */

const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|webmanifest|xml|wasm)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build assets never change under their name; anything else must be revalidated. */
export function cacheControlFor(file: string): string {
  return /[\\/]assets[\\/]/.test(file) || /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|jpe?g|webp|wasm)$/.test(file)
    ? IMMUTABLE
    : 'no-cache';
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Compressed in memory when the build left no fresh variant (e.g. index.html rewritten after the build). */
const memo = new Map<string, { mtimeMs: number; body: Buffer }>();
function compressed(file: string, mtimeMs: number, enc: Encoding): Buffer {
  const key = `${enc}:${file}`;
  const hit = memo.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = readFileSync(file);
  const body =
    enc === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  memo.set(key, { mtimeMs, body });
  return body;
}

/** Sends `file` (absolute, inside the served folder) compressed when the client accepts it. */
function sendFile(req: Request, res: Response, file: string, csp: (res: Response) => void): void {
  csp(res);
  res.setHeader('Cache-Control', cacheControlFor(file));
  if (!COMPRESSIBLE.test(file)) return void res.sendFile(file);
  res.vary('Accept-Encoding');
  // Our preference, not the header's order: brotli is smaller, and browsers list gzip first.
  const accepted: Encoding | null = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
  if (!accepted) return void res.sendFile(file);
  const mtimeMs = statSync(file).mtimeMs;
  res.type(extname(file));
  res.setHeader('Content-Encoding', accepted);
  const variant = file + SUFFIX[accepted];
  // A variant older than its source is stale (the file was rewritten after compression): never send it.
  if (existsSync(variant) && statSync(variant).mtimeMs >= mtimeMs) {
    return void res.sendFile(variant, { acceptRanges: false });
  }
  const body = compressed(file, mtimeMs, accepted);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The file under `dir` that a URL path names, or null (outside the folder, missing, a folder). */
function fileFor(dir: string, urlPath: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const file = resolve(join(dir, rel));
  if (!file.startsWith(dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export function serveStatic(app: Express, staticDir: string, isMockPath: (path: string) => boolean): void {
  const dir = resolve(staticDir);
  const index = join(dir, 'index.html');
  // The build's own policy (its meta tag) as a header, plus frame-ancestors, which a meta tag cannot carry.
  const csp = cspHeader(index);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileFor(dir, req.path);
    // Precompressed variants are reachable only through content negotiation.
    if (file && !/\.(?:br|gz)$/.test(file)) return sendFile(req, res, file, csp);
    if (isMockPath(req.path) || !existsSync(index)) return next();
    // A missing build asset is a 404, not the app's HTML: a stale chunk must fail loudly, not as a MIME error.
    if (req.path.startsWith('/assets/')) return next();
    sendFile(req, res, index, csp);
  });
}
