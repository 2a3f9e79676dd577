/**
 * The servers of `npm run bench:lighthouse` under production conditions: the app's origin (dist/ over HTTPS with HTTP/2
 * and brotli, `/api` forwarded to the Express mock after a delay that a real backend takes) and a second origin for the
 * pictures (photographic JPEGs, scripts/bench/lighthouse/stand-in-photos.ts), as a shop's CDN. One certificate, made by
 * the machine's openssl at run time for 127.0.0.1; Chromium trusts its key through
 * --ignore-certificate-errors-spki-list.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HEADER_ONLY, policyOfHtml } from '../../../server/csp-header';
import { cacheControlFor } from '../../../server/static';
import { HEADERS_FILE, parseNginxConf } from '../../build/deploy-headers';
import {
  contentTypeOf,
  type Encoding,
  forwardableHeaders,
  isCompressible,
  photoRequest,
  pickEncoding,
  spkiHash,
  staticTarget,
} from './https-origins-lib';
import { photoFor } from './stand-in-photos';

export interface Certificate {
  key: string;
  cert: string;
  /** For Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A throwaway self-signed certificate for 127.0.0.1 (EC P-256, one day). */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    const pem = readFileSync(cert, 'utf8');
    return { key: readFileSync(key, 'utf8'), cert: pem, spki: spkiHash(pem) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Req = http2.Http2ServerRequest;
type Res = http2.Http2ServerResponse;

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const compressedInMemory = new Map<string, Buffer>();

/** The build's FILE.br / FILE.gz when present and fresh, else compressed here once (floors are not precompressed). */
function bodyOf(file: string, enc: Encoding | null): Buffer {
  if (!enc) return readFileSync(file);
  const variant = file + SUFFIX[enc];
  if (existsSync(variant) && statSync(variant).mtimeMs >= statSync(file).mtimeMs) return readFileSync(variant);
  const key = `${enc}:${file}:${statSync(file).mtimeMs}`;
  let body = compressedInMemory.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      enc === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressedInMemory.set(key, body);
  }
  return body;
}

function sendFile(req: Req, res: Res, file: string, extra: Record<string, string> = {}): void {
  const compressible = isCompressible(file) && statSync(file).size > 1024;
  const enc = compressible ? pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true }) : null;
  const body = bodyOf(file, enc);
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'cache-control': cacheControlFor(file),
    'content-length': String(body.length),
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(enc ? { 'content-encoding': enc } : {}),
    ...extra,
  });
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Forwards one request to the mock after `delayMs`, streaming both bodies. */
function forward(req: Req, res: Res, mockUrl: string, delayMs: number): void {
  const target = new URL(req.url, mockUrl);
  setTimeout(() => {
    const upstream = http.request(
      target,
      { method: req.method, headers: forwardableHeaders(req.headers) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardableHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`bench proxy: ${e.message}`);
    });
    req.pipe(upstream);
  }, delayMs);
}

export interface AppOriginOptions {
  root: string;
  /** Where `/api` goes (the Express mock); without it, `/api` answers 404 (the floors read nothing). */
  mockUrl?: string;
  apiDelayMs: number;
  /**
   * For a build without the headers file of scripts/build/deploy-headers.ts (an earlier commit's, `--dist`): origins
   * announced with the HTML (`Link: <…>; rel=preconnect`). A build with the file gets its headers, as nginx sends them.
   */
  preconnect?: string[];
  /** Serves the pictures too (`/mock-img/…`), as a deploy that proxies its pictures through the page's origin. */
  pictures?: boolean;
}

/** The headers of index.html: the build's headers file, as the documented nginx block includes it, else as before it. */
function indexHeaders(root: string, preconnect: string[]): Record<string, string> {
  const file = path.join(root, HEADERS_FILE);
  if (existsSync(file))
    return Object.fromEntries(
      Object.entries(parseNginxConf(readFileSync(file, 'utf8'))).map(([k, v]) => [k.toLowerCase(), v]),
    );
  // The policy of the build's own meta tag plus what only a header carries, as production servers send it.
  const policy = policyOfHtml(readFileSync(path.join(root, 'index.html'), 'utf8'));
  return {
    'content-security-policy': policy ? `${policy}; ${HEADER_ONLY}` : HEADER_ONLY,
    ...(preconnect.length ? { link: preconnect.map((o) => `<${o}>; rel=preconnect`).join(', ') } : {}),
  };
}

function appHandler({ root, mockUrl, apiDelayMs, preconnect = [], pictures = false }: AppOriginOptions) {
  const absRoot = path.resolve(root);
  const index = path.join(absRoot, 'index.html');
  return (req: Req, res: Res) => {
    if (mockUrl && (req.url === '/api' || req.url.startsWith('/api/'))) return forward(req, res, mockUrl, apiDelayMs);
    if (pictures && photoRequest(req.url)) return photoHandler(req, res);
    const target = staticTarget(absRoot, req.url, (f) => existsSync(f) && statSync(f).isFile());
    if (target.kind === 'missing') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    if (target.kind === 'file') return sendFile(req, res, target.file);
    sendFile(req, res, index, { ...indexHeaders(absRoot, preconnect), 'cache-control': 'no-cache' });
  };
}

function photoHandler(req: Req, res: Res): void {
  const want = photoRequest(req.url);
  if (!want) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    return void res.end('not found');
  }
  const body = photoFor(want.kind, want.key);
  res.writeHead(200, {
    'content-type': 'image/jpeg',
    'content-length': String(body.length),
    'cache-control': 'public, max-age=31536000, immutable',
    // Lets the page's PerformanceObserver see the picture's render time, as a CDN configured for it does.
    'timing-allow-origin': '*',
  });
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

export interface RunningOrigin {
  origin: string;
  close(): Promise<void>;
}

function listen(cert: Certificate, port: number, handler: (req: Req, res: Res) => void): Promise<RunningOrigin> {
  // allowHTTP1: a tool without HTTP/2 (curl by default) still gets an answer; Chromium negotiates h2 by ALPN.
  const server = http2.createSecureServer({ key: cert.key, cert: cert.cert, allowHTTP1: true }, handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `https://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

export const startAppOrigin = (cert: Certificate, port: number, opts: AppOriginOptions) =>
  listen(cert, port, appHandler(opts));

export const startPhotoOrigin = (cert: Certificate, port: number) => listen(cert, port, photoHandler);
