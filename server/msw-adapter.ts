import type { RequestHandler as ExpressHandler, Request as ExpressRequest } from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { discardBody, MAX_BODY_BYTES, tooLarge } from './mock-guard';

/** Hop-by-hop headers: they describe the Node connection, not the request the mock sees. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * Reads the whole body, failing with 413 past the limit (a chunked body declares no length up front): the
 * rest is read and thrown away first (up to DISCARD_MAX_BYTES), so the 413 reaches a client still sending.
 */
export function readBody(req: ExpressRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(c);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      chunks.length = 0;
      discardBody(req, size).then((whole) => {
        if (!whole) req.res?.setHeader('Connection', 'close');
        reject(tooLarge());
      });
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

export interface AdapterOptions {
  /** Called after a handler answered (the state file uses it to schedule a save). */
  onHandled?: (req: ExpressRequest, status: number) => void;
}

/**
 * Express → Fetch Request → msw `getResponse` → Express. The body is passed raw (no express.json), so a
 * malformed JSON body reaches implement() as text and gets the mock's own envelope error.
 */
export function mswAdapter(handlers: readonly RequestHandler[], opts: AdapterOptions = {}): ExpressHandler {
  return async (req, res, next) => {
    try {
      const origin = `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || HOP.has(name)) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // Proxy mode's fallback has read the stream already and left the body here.
      const buffered = (req as ExpressRequest & { mockBody?: Buffer }).mockBody;
      const body = hasBody ? (buffered ?? (await readBody(req))) : undefined;
      const request = new Request(new URL(req.originalUrl, origin), {
        method: req.method,
        headers,
        ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const response = await getResponse([...handlers], request, { baseUrl: origin });
      if (!response) return next();
      // HttpResponse.error() (the network-error scenario): fail at the network level, like a dropped link.
      if (response.type === 'error') return void req.socket.destroy();
      res.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && !HOP.has(name)) res.setHeader(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      res.end(Buffer.from(await response.arrayBuffer()));
      opts.onHandled?.(req, response.status);
    } catch (error) {
      next(error);
    }
  };
}
