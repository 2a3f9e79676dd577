import { isIP } from 'node:net';
import type { RequestHandler } from 'express';

/** Largest request body the mock accepts (every route): more gets 413 before any handler runs. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** An HTTP error the JSON error handler of app.ts turns into `{ code, message }` with this status. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = () => new HttpError(413, `Request body larger than ${MAX_BODY_BYTES} bytes`);

/** Refuses a declared Content-Length over the limit at once; chunked bodies are counted by the adapter. */
export const bodyLimit: RequestHandler = (req, res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    // The client may still be sending: close the connection rather than read 30 MB to discard them.
    res.setHeader('Connection', 'close');
    return next(tooLarge());
  }
  next();
};

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Who may drive `/__mock/*`: tools without an Origin (curl, Playwright's request context, Node), pages on a
 * loopback origin, and pages on the mock's own origin when that origin is an IP address. A page reached
 * by a DNS name other than localhost is refused even when Host matches, because a rebinding attacker's
 * page is "same origin" with the mock under its own name.
 */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the literal "null" of sandboxed frames and file: pages
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isLoopbackHost(url.hostname)) return true;
  return url.host === host && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * The guard of every `/__mock` route (mounted once in app.ts, so control routes added later get it too):
 * a cross-site page must not be able to reset or rewrite the shared shop with a form post or a
 * no-cors fetch. JSON bodies only (a form cannot send them, and a cross-origin fetch that does needs a
 * CORS preflight we never grant), and only from the origins above.
 */
export const mockControlGuard: RequestHandler = (req, _res, next) => {
  if (!originAllowed(req.get('origin'), req.get('host'))) {
    return next(new HttpError(403, `Mock controls refuse requests from origin ${req.get('origin')}`));
  }
  const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (req.method !== 'GET' && req.method !== 'HEAD' && type !== 'application/json') {
    return next(new HttpError(415, 'Mock controls accept only application/json bodies'));
  }
  next();
};
