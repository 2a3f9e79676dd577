import type { AnyEndpoint } from '@contracts/core/endpoint';
import { endpoints } from '@contracts/index';
import type { Request, RequestHandler, Response } from 'express';
import { readBody } from '../msw-adapter';
import { classifyDrift } from './drift-kinds';
import type { DriftLog, FallbackReason } from './drift-log';
import type { Recorder } from './record';
import { Redactor } from './redact';

export interface ProxyOptions {
  /** The real backend's origin (and base path, if any): `https://staging.example`. */
  backend: string;
  /** How long the backend may take to answer, body included (default 15 s): then 502. */
  timeoutMs?: number;
  /** Answer from the mock whatever the backend does not serve (404, refused connection, "No static resource"). */
  fallback?: boolean;
}

export const DEFAULT_PROXY_TIMEOUT_MS = 15_000;
/** Not forwarded: they describe this hop (or are the tester's cookies for the mock), not the request. */
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'content-length',
  'accept-encoding',
  'cookie',
  'origin',
  'referer',
]);
/** Not passed back: Node's fetch already undid the encoding and chunking. */
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

const byKey = new Map<string, AnyEndpoint>(endpoints.map((e) => [`${e.method} ${e.path}`, e as AnyEndpoint]));

/** A body the mock's fallback can read again (the request stream is consumed here). */
export type BufferedRequest = Request & { mockBody?: Buffer };

function envelope(res: Response, status: number, message: string): void {
  res.status(status).json({ code: status, message });
}

function noStaticResource(body: unknown): boolean {
  const b = body as { code?: unknown; message?: unknown } | null;
  return b?.code === 1 && typeof b.message === 'string' && b.message.startsWith('No static resource');
}

/**
 * Proxy mode (`--proxy URL`): every /api request goes to the real backend as the app sent it (method,
 * headers with the token, body), and its answer comes back unchanged, after the client's own reader
 * (`endpoint.readResponse`) has looked at it: each drift, lost or tolerated (drift-kinds.ts), is kept in
 * the DriftLog by path and kind with an example value (credentials and addresses replaced). A backend that hangs, refuses or answers HTML gets a 502 envelope naming it, never a hung request.
 */
export function proxyApi(opts: ProxyOptions, log: DriftLog, recorder: Recorder | null): RequestHandler {
  const backend = opts.backend.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  const redactor = new Redactor();
  // Drift examples shown on a page every tester can open: credentials and addresses replaced too.
  const examples = new Redactor();

  return async (req: BufferedRequest, res, next) => {
    const path = `${req.baseUrl}${req.path}`.replace(/\/+$/, '');
    if (path === '/api/openapi.json') return next(); // the contracts' own document, served by the mock
    const endpoint = byKey.get(`${req.method} ${path}`) ?? null;
    const id = endpoint?.id ?? null;
    const fallBack = (reason: FallbackReason) => {
      log.fellBack(req.method, path, id, reason);
      res.setHeader('X-Mock-Fallback', reason);
      next();
    };

    let body: Buffer | undefined;
    try {
      body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    } catch (error) {
      return next(error);
    }
    req.mockBody = body;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || DROP_REQUEST.has(name) || name.startsWith('x-mock-')) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }

    // The path as the backend's URL parser will read it must still be under /api (server/path-guard.ts
    // refuses the raw forms that are not; this is the second lock on the same door).
    const target = new URL(req.originalUrl, 'http://x');
    if (!target.pathname.startsWith('/api/')) return envelope(res, 400, `not forwarded: ${target.pathname}`);
    let answer: globalThis.Response;
    let text: string;
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      answer = await fetch(`${backend}${target.pathname}${target.search}`, {
        method: req.method,
        headers,
        redirect: 'manual',
        signal,
        ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      text = await answer.text(); // under the same timeout: a backend that stalls mid-body is cut too
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      if (e.cause?.code === 'ECONNREFUSED' && opts.fallback) return fallBack('connection-refused');
      const why =
        e.name === 'TimeoutError' || e.name === 'AbortError'
          ? `did not answer within ${timeoutMs} ms`
          : e.cause?.code === 'ECONNREFUSED'
            ? 'refused the connection'
            : `could not be reached (${e.cause?.code ?? e.message})`;
      log.problem(req.method, path, id, why);
      return envelope(res, 502, `backend ${backend} ${why}: ${req.method} ${path}`);
    }

    const contentType = answer.headers.get('content-type') ?? '';
    let parsed: unknown;
    let isJson = true;
    try {
      parsed = JSON.parse(text);
    } catch {
      isJson = false;
    }
    if (opts.fallback && (answer.status === 404 || (isJson && noStaticResource(parsed)))) {
      return fallBack(answer.status === 404 ? 'http-404' : 'no-static-resource');
    }

    if (recorder) {
      const url = new URL(req.originalUrl, 'http://x');
      const clean = redactor.exchange({
        path,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(headers),
        body: body && body.length > 0 ? safeJson(body.toString('utf8')) : null,
        response: isJson ? parsed : `(not JSON: ${text.length} characters of ${contentType || 'no type'})`,
      });
      void recorder
        .write({
          version: 1,
          endpoint: id,
          method: req.method,
          path: clean.path,
          request: { query: clean.query, headers: clean.headers, body: clean.body },
          response: { status: answer.status, contentType, body: clean.response },
        })
        .catch((e: Error) => console.error(`[mock] could not record an exchange in ${recorder.dir}: ${e.message}`));
    }
    if (!isJson) {
      const what = `answered ${answer.status} ${contentType || 'without a content type'}, not a JSON envelope`;
      log.problem(req.method, path, id, what);
      return envelope(res, 502, `backend ${backend} ${what}: ${req.method} ${path}`);
    }
    if (endpoint) {
      const read = endpoint.readResponse(parsed);
      const { lost, tolerated } = classifyDrift(endpoint, parsed, read.drift, examples);
      log.read(req.method, path, id, read.usable, lost, tolerated);
    } else {
      log.read(req.method, path, null, false, [{ path: '(endpoint)', kind: 'not_in_contracts', action: 'unusable' }]);
    }

    res.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (!DROP_RESPONSE.has(name) && name !== 'set-cookie') res.setHeader(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    res.end(text);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
